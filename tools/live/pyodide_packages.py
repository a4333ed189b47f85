"""The Python the live notebooks run in the reader's browser: Pyodide, the wheels it loads and its lock file.

``prepare(folder)`` fills one folder the site serves (``lite/pyodide/``) with:

- Pyodide's core from the npm package ``pyodide`` (``node_modules/pyodide``):
  the module, the WebAssembly binary and the standard library;
- the pure-Python wheels pinned in ``requirements-pyodide.txt``, downloaded
  from PyPI by pip for Python 3.14 (kept in ``_build/pyodide-wheels/``
  between builds);
- the kernel's stand-in wheels shipped by ``jupyterlite-pyodide-kernel``
  (ipykernel, piplite, pyodide-kernel, widgetsnbextension);
- ``rulesim``'s own wheel, built here from the repository with its compiled
  catalogs (its version carries a hash of its files, so a browser never keeps
  an old one);
- ``pyodide-lock.json``: the npm lock's ``info`` and one entry per wheel with
  its real sha256 and its dependencies (the requirements of its metadata
  evaluated for Pyodide: ``sys_platform == "emscripten"``, Python 3.14).  The
  build fails when a dependency is not shipped, so the browser never looks
  for a package elsewhere.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json")
REQUIREMENTS = ROOT / "requirements-pyodide.txt"
WHEEL_CACHE = ROOT / "_build" / "pyodide-wheels"
COMPILED_CACHE = ROOT / "_build" / "pyodide-wheels-pyc"  # bytecode wheels, by the source wheel's hash
PYCOMPILE = ROOT / "tools" / "live" / "pycompile.mjs"
KERNEL_STANDINS = ("ipykernel", "piplite", "pyodide-kernel", "widgetsnbextension")
WIDGETS_STANDIN_MAJOR = "4."  # ipywidgets 8 wants widgetsnbextension 4
# The packages the kernel loads when it starts (jupyter-lite.json): listed there, Pyodide takes
# them from this lock instead of asking piplite (which would go to the public index).
# (The kernel asks piplite for any of ipykernel, comm, pyodide-kernel, jedi, ipython not listed.)
KERNEL_PACKAGES = ("micropip", "packaging", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython")
NOTEBOOK_PACKAGES = ("ipywidgets", "rulesim")


class MissingPackage(Exception):
    """A wheel the browser needs is not shipped."""


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def pinned() -> list[str]:
    return [line.split("#")[0].strip() for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines()
            if line.split("#")[0].strip()]


def download_wheels() -> list[Path]:
    """The pinned wheels, from PyPI through pip (pure Python, for Python 3.14), cached."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    wanted = {canonicalize_name(Requirement(r).name): str(next(iter(Requirement(r).specifier)).version)
              for r in pinned()}

    def cached() -> dict[str, Path]:
        found = {}
        for path in WHEEL_CACHE.glob("*.whl"):
            name, version = path.name.split("-")[:2]
            if wanted.get(canonicalize_name(name)) == version:
                found[canonicalize_name(name)] = path
        return found

    if set(cached()) != set(wanted):
        subprocess.run([sys.executable, "-m", "pip", "download", "--disable-pip-version-check", "--quiet",
                        "--no-deps", "--only-binary=:all:", "--python-version", "3.14", "--implementation", "py",
                        "--abi", "none", "--platform", "any", "-d", str(WHEEL_CACHE), "-r", str(REQUIREMENTS)],
                       check=True)
    found = cached()
    missing = sorted(set(wanted) - set(found))
    if missing:
        raise MissingPackage(f"pip did not provide wheels for {', '.join(missing)}")
    return [found[name] for name in sorted(found)]


def kernel_wheels() -> list[Path]:
    """The stand-in wheels the Pyodide kernel extension ships (installed in the build environment)."""
    pypi = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / \
        "pyodide-kernel-extension" / "static" / "pypi"
    wheels = []
    for name in KERNEL_STANDINS:
        prefix = name.replace("-", "_")
        found = sorted(p for p in pypi.glob(f"{prefix}-*.whl")
                       if name != "widgetsnbextension" or p.name.split("-")[1].startswith(WIDGETS_STANDIN_MAJOR))
        if not found:
            raise MissingPackage(f"{name}: no stand-in wheel in {pypi} (is jupyterlite-pyodide-kernel installed?)")
        wheels.append(found[-1])
    return wheels


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def build_rulesim_wheel(folder: Path) -> Path:
    """rulesim as a pure-Python wheel (code and compiled catalogs), reproducible byte for byte."""
    package = ROOT / "rulesim"
    files = sorted(p for p in package.rglob("*")
                   if p.is_file() and (p.suffix == ".py" or (p.suffix == ".mo" and "locale" in p.parts)))
    if not any(p.suffix == ".mo" for p in files):
        raise MissingPackage("rulesim's catalogs are not compiled (tools/build/catalogs.py compile)")
    digest = hashlib.sha256()
    for path in files:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    base = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M).group(1)
    version = f"{base}+{digest.hexdigest()[:10]}"
    dist_info = f"rulesim-{version}.dist-info"
    entries = [(p.relative_to(ROOT).as_posix(), p.read_bytes()) for p in files]
    entries.append((f"{dist_info}/METADATA", (
        "Metadata-Version: 2.1\nName: rulesim\n"
        f"Version: {version}\nSummary: The rules of the board games of Rules in Play, executable.\n"
        "Requires-Python: >=3.11\n").encode()))
    entries.append((f"{dist_info}/WHEEL", (
        b"Wheel-Version: 1.0\nGenerator: rules-in-play tools/live/pyodide_packages.py\n"
        b"Root-Is-Purelib: true\nTag: py3-none-any\n")))
    entries.append((f"{dist_info}/top_level.txt", b"rulesim\n"))
    record = "".join(f"{name},{_record_hash(data)},{len(data)}\n" for name, data in entries)
    record += f"{dist_info}/RECORD,,\n"
    entries.append((f"{dist_info}/RECORD", record.encode()))
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("rulesim-*.whl"):
        old.unlink()
    target = folder / f"rulesim-{version}-py3-none-any.whl"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            wheel.writestr(info, data)
    return target


def _metadata(wheel: Path):
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        metadata = Parser().parsestr(archive.read(name).decode("utf-8"))
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in archive.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    return metadata, tops


def pyodide_environment(python: str) -> dict[str, str]:
    env = default_environment()
    major_minor = ".".join(python.split(".")[:2])
    env.update(sys_platform="emscripten", platform_system="Emscripten", os_name="posix",
               platform_machine="wasm32", implementation_name="cpython", platform_python_implementation="CPython",
               python_version=major_minor, python_full_version=python)
    return env


def lock_entries(wheels: list[Path], python: str) -> dict[str, dict]:
    """One lock entry per wheel; every dependency must be one of ``wheels``."""
    env = pyodide_environment(python)
    entries = {}
    for wheel in wheels:
        metadata, tops = _metadata(wheel)
        depends = []
        for line in metadata.get_all("Requires-Dist") or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate({**env, "extra": ""}):
                depends.append(canonicalize_name(requirement.name))
        key = canonicalize_name(metadata["Name"])
        entries[key] = {
            "name": metadata["Name"], "version": metadata["Version"], "file_name": wheel.name,
            "install_dir": "site", "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package", "imports": tops, "depends": sorted(set(depends)),
            "unvendored_tests": False, "tool": {},
        }
    for key, entry in entries.items():
        missing = [d for d in entry["depends"] if d not in entries]
        if missing:
            raise MissingPackage(f"{key} needs {', '.join(missing)}, which the site does not ship "
                                 f"(pin it in requirements-pyodide.txt)")
    for key in (*KERNEL_PACKAGES, *NOTEBOOK_PACKAGES):
        if key not in entries:
            raise MissingPackage(f"{key} is loaded by every live notebook but not shipped")
    return entries


def compile_wheels(wheels: list[Path]) -> None:
    """Replace each wheel by its bytecode version (``tools/live/pycompile.mjs``: compiled by the
    browser's own Python, under Node): the browser then imports IPython, ipywidgets and rulesim
    without compiling them first — seconds of a kernel's start-up on a slow machine."""
    todo = []
    compiler = PYCOMPILE.read_bytes()
    for wheel in wheels:
        cached = COMPILED_CACHE / hashlib.sha256(compiler + wheel.read_bytes()).hexdigest()[:20] / wheel.name
        if cached.is_file():
            shutil.copy2(cached, wheel)
        else:
            todo.append((wheel, cached))
    if not todo:
        return
    staging = COMPILED_CACHE / "staging"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir(parents=True)
    folder = todo[0][0].parent
    node = shutil.which("node") or "node"
    result = subprocess.run([node, str(PYCOMPILE), str(folder), str(staging), *(w.name for w, _c in todo)],
                            cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-3000:] + result.stderr[-3000:])
        raise MissingPackage("compiling the wheels to bytecode failed (tools/live/pycompile.mjs)")
    for wheel, cached in todo:
        cached.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(staging / wheel.name, cached)
        shutil.copy2(cached, wheel)
    shutil.rmtree(staging)
    log(f"compiled {len(todo)} wheels to bytecode")


def prepare(folder: Path) -> dict[str, dict]:
    """Fill ``folder`` with Pyodide, the wheels and the lock; return the lock's packages."""
    if not PYODIDE_NPM.is_dir():
        raise MissingPackage(f"missing {PYODIDE_NPM}: run `npm ci` (make site does it)")
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_NPM / name, folder / name)
    wheels = [*download_wheels(), *kernel_wheels()]
    for wheel in wheels:
        shutil.copy2(wheel, folder / wheel.name)
    wheels = [folder / w.name for w in wheels] + [build_rulesim_wheel(folder)]
    compile_wheels(wheels)
    npm_lock = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock_entries(wheels, npm_lock["info"]["python"])
    lock = {"info": npm_lock["info"], "packages": packages, "tool": {}}
    (folder / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    log(f"pyodide {npm_lock['info']['python']}: {len(packages)} wheels in {folder}")
    return packages
