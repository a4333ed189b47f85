// What the live panels import, for tools/dev/panel_contents.py --trace:
//   node tools/live/panel/trace.mjs PYODIDE_DIR WHEELS_JSON NOTEBOOKS_JSON OUT_JSON
// Runs the site's own Pyodide under Node with every wheel of WHEELS_JSON (the lock's closure of the
// kernel's and the panels' packages: all of them, nothing left out) unpacked into site-packages, then
// what a panel does: the snapshot's imports (tools/live/panels.py), JupyterLite's kernel
// (`import pyodide_kernel`, as the worker does), every code cell of every notebook of NOTEBOOKS_JSON
// (the panels' notebooks, as IPython runs them, after an empty one) and a traceback.  Writes the modules imported after
// each step, and the cells that failed, to OUT_JSON.
import { loadPyodide } from "pyodide";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [pyodideDir, wheelsPath, notebooksPath, out] = process.argv.slice(2);
if (!out) { console.error("usage: trace.mjs PYODIDE_DIR WHEELS_JSON NOTEBOOKS_JSON OUT_JSON"); process.exit(2); }
const { wheels, imports } = JSON.parse(readFileSync(wheelsPath, "utf8"));
const notebooks = JSON.parse(readFileSync(notebooksPath, "utf8"));
const py = await loadPyodide({ indexURL: pyodideDir + "/" });
py.FS.mkdirTree("/tmp/wheels");
for (const wheel of wheels) { py.FS.writeFile(`/tmp/wheels/${path.basename(wheel)}`, readFileSync(wheel)); }
py.runPython(`
import os, sysconfig, zipfile
for name in sorted(os.listdir("/tmp/wheels")):
    zipfile.ZipFile("/tmp/wheels/" + name).extractall(sysconfig.get_paths()["purelib"])
`);
const modules = () => JSON.parse(py.runPython("import sys, json; json.dumps(sorted(sys.modules))"));
const result = { start: modules() };
py.runPython(imports);
result.snapshot = modules();
await py.runPythonAsync("import pyodide_kernel");
result.kernel = modules();
// the shell's first cell, an empty one: what IPython imports as it runs any cell (tools/live/panels.py, build, checks
// that the snapshot has it: the first cell of every panel would import it otherwise)
py.runPython("import pyodide_kernel; pyodide_kernel.ipython_shell.run_cell('pass', store_history=False)");
result.first = modules();
py.globals.set("NOTEBOOKS", py.toPy(notebooks));
await py.runPythonAsync(`
import os, tempfile
import pyodide_kernel
# the kernel's own shell, its comms going nowhere (in the browser the worker sends them to the page)
pyodide_kernel.kernel_instance.interpreter.send_comm = lambda *args, **kwargs: None
shell = pyodide_kernel.ipython_shell
FAILED = []
for name, (files, cells) in NOTEBOOKS.items():
    work = tempfile.mkdtemp()
    for rel, data in files.items():
        os.makedirs(os.path.join(work, os.path.dirname(rel)), exist_ok=True)
        with open(os.path.join(work, rel), "w", encoding="utf-8") as f:
            f.write(data)
    os.chdir(work)
    for cell in cells:
        run = shell.run_cell(cell, store_history=False)
        if not run.success:
            FAILED.append([name, cell[:80], repr(run.error_in_exec or run.error_before_exec)])
`);
result.cells = modules();
result.failed = py.globals.get("FAILED").toJs();
py.runPython("shell.run_cell('1/0'); shell.run_cell('def f(:'); shell.run_cell('undefined_name')");
result.traceback = modules();
writeFileSync(out, JSON.stringify(result));
