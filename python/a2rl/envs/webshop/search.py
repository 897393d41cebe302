"""WebShop's search engine: a Lucene BM25 index built and queried by Anserini (pyserini's jar).

Indexing runs pyserini's own command line, exactly as WebShop's run_indexing.sh does. Queries
go to the same Java class that pyserini's LuceneSearcher wraps (io.anserini.search.SimpleSearcher,
BM25 with Anserini's defaults), reached through pyserini's classpath set-up. We do not import
pyserini.search itself: its package imports the dense-retrieval modules (faiss, onnxruntime,
torch, transformers 4 APIs) on import, none of which lexical search uses.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile

SEARCH_RETURN_N = 50


class SearchEngineError(Exception):
    pass


def _java_env() -> dict:
    env = dict(os.environ)
    if "JAVA_HOME" not in env:
        java = shutil.which("java")
        if java:
            env["JAVA_HOME"] = os.path.dirname(os.path.dirname(os.path.realpath(java)))
    return env


def build_index(docs: list[dict], index_dir: str, threads: int = 1) -> None:
    """Write the documents as a JsonCollection and index them with positions, vectors and raw."""
    if shutil.which("java") is None and "JAVA_HOME" not in os.environ:
        raise SearchEngineError("Java (11 or newer) is needed to build WebShop's Lucene index; install a JDK")
    with tempfile.TemporaryDirectory(prefix="webshop-docs-") as resources:
        with open(os.path.join(resources, "documents.jsonl"), "w", encoding="utf-8") as f:
            for doc in docs:
                f.write(json.dumps(doc) + "\n")
        if os.path.exists(index_dir):
            shutil.rmtree(index_dir)
        cmd = [
            sys.executable,
            "-m",
            "pyserini.index.lucene",
            "--collection",
            "JsonCollection",
            "--input",
            resources,
            "--index",
            index_dir,
            "--generator",
            "DefaultLuceneDocumentGenerator",
            "--threads",
            str(threads),
            "--storePositions",
            "--storeDocvectors",
            "--storeRaw",
        ]
        out = subprocess.run(cmd, env=_java_env(), capture_output=True, text=True)
        if out.returncode != 0 or not os.path.isdir(index_dir):
            tail = (out.stderr or out.stdout)[-2000:]
            raise SearchEngineError(f"pyserini indexing failed (exit {out.returncode}): {tail}")


class LuceneSearcher:
    """The part of pyserini's LuceneSearcher WebShop uses: search(q, k) hits and doc(id).raw()."""

    def __init__(self, index_dir: str):
        if not os.path.isdir(index_dir):
            raise SearchEngineError(f"search index not found: {index_dir}")
        os.environ.update({k: v for k, v in _java_env().items() if k == "JAVA_HOME"})
        try:
            from pyserini.pyclass import autoclass  # puts Anserini's jar on the JVM classpath
        except Exception as err:  # noqa: BLE001 - pyjnius/JVM start-up problems
            raise SearchEngineError(f"cannot start Anserini through pyserini: {type(err).__name__}: {err}") from err
        self._searcher = autoclass("io.anserini.search.SimpleSearcher")(index_dir)

    def search(self, query: str, k: int = 10):
        return list(self._searcher.search(query, k))

    def doc(self, docid: str):
        document = self._searcher.document(docid)
        return None if document is None else _Document(document)


class _Document:
    def __init__(self, lucene_document):
        self._doc = lucene_document

    def raw(self) -> str:
        return self._doc.get("raw")


def top_asins(searcher: LuceneSearcher, keywords: list[str], k: int = SEARCH_RETURN_N) -> list[str]:
    """WebShop's get_top_n_product_from_keywords for free-text queries: the asins of the best hits."""
    hits = searcher.search(" ".join(keywords), k=k)
    return [json.loads(searcher.doc(hit.docid).raw())["id"] for hit in hits]  # pyright: ignore[reportOptionalMemberAccess]  (a hit is in the index)
