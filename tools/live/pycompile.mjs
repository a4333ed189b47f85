// Compile wheels to bytecode for the browser's Python: node tools/live/pycompile.mjs IN_DIR OUT_DIR NAME...
// Runs the site's own Pyodide (npm pyodide, the Python 3.14 the browser runs) under Node, so the
// .pyc files carry exactly the browser's magic number.  Each wheel NAME of IN_DIR is written to
// OUT_DIR: its modules as bytecode (the import in the browser no longer compiles them at start-up),
// its tests left out; rulesim's wheel keeps its sources beside the bytecode (tracebacks and the
// tests read them), the others ship bytecode only (as Pyodide's own standard library does).
// RECORD is rewritten; the entries are stored in a fixed order with fixed times (reproducible).
import { loadPyodide } from "pyodide";

const [inDir, outDir, ...names] = process.argv.slice(2);
const py = await loadPyodide();
py.FS.mkdirTree("/in");
py.FS.mkdirTree("/out");
py.FS.mount(py.FS.filesystems.NODEFS, { root: inDir }, "/in");
py.FS.mount(py.FS.filesystems.NODEFS, { root: outDir }, "/out");
py.globals.set("names", py.toPy(names));
py.runPython(`
import base64, hashlib, importlib.util, importlib._bootstrap_external as bootstrap, zipfile
import warnings
warnings.simplefilter("ignore", SyntaxWarning)

def record_hash(data):
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()

def is_test(path):
    parts = path.split("/")
    return "tests" in parts[:-1] and not parts[0].endswith(".dist-info")

for name in names:
    keep_sources = name.startswith("rulesim-")
    with zipfile.ZipFile("/in/" + name) as source:
        entries = [(info.filename, source.read(info.filename)) for info in source.infolist()
                   if not info.filename.endswith("/")]
    out, record = [], None
    for path, data in entries:
        if path.endswith(".dist-info/RECORD"):
            record = path
            continue
        if is_test(path):
            continue
        if not path.endswith(".py"):
            out.append((path, data))
            continue
        try:
            code = compile(data, path, "exec", dont_inherit=True)
        except SyntaxError:
            out.append((path, data))
            continue
        pyc = bytes(bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), False))
        folder, _, base = path.rpartition("/")
        prefix = folder + "/" if folder else ""
        if keep_sources:
            out.append((path, data))
            out.append((prefix + "__pycache__/" + base[:-3] + "." + __import__("sys").implementation.cache_tag + ".pyc", pyc))
        else:
            out.append((path[:-3] + ".pyc", pyc))
    if record:
        lines = "".join(f"{p},{record_hash(d)},{len(d)}\\n" for p, d in out) + f"{record},,\\n"
        out.append((record, lines.encode()))
    with zipfile.ZipFile("/out/" + name, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
        for path, data in out:
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            target.writestr(info, data)
`);
console.log(`compiled ${names.length} wheels`);
