"""The Python environment's packages and their versions, for a run's reproducibility manifest.

  python -m a2rl.environment   ->  {"python": "3.11.2", "packages": {"torch": "2.9.0", ...}}

Read from the installed distributions' metadata; nothing is imported.
"""

from __future__ import annotations

import json
import platform
from importlib import metadata


def packages() -> dict[str, str]:
    found = {}
    for dist in metadata.distributions():
        name = dist.metadata["Name"]
        if name:
            found[name.lower()] = dist.version
    return dict(sorted(found.items()))


if __name__ == "__main__":
    print(json.dumps({"python": platform.python_version(), "packages": packages()}))
