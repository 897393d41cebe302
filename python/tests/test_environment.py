"""a2rl.environment: the package list a run's reproducibility manifest digests."""

import json
import platform
import subprocess
import sys
from importlib import metadata

import pytest

pytestmark = pytest.mark.fast  # npm run test:fast


def test_lists_every_installed_distribution_with_its_version():
    out = json.loads(
        subprocess.run([sys.executable, "-m", "a2rl.environment"], capture_output=True, text=True, check=True).stdout
    )
    assert out["python"] == platform.python_version()
    assert out["packages"]["torch"] == metadata.version("torch")
    assert list(out["packages"]) == sorted(out["packages"])  # a stable order: the same environment, the same digest
