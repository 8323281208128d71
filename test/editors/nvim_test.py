#!/usr/bin/env python3
"""`sweeper lsp` in a real client: Debian's headless Neovim (0.7) runs the
Neovim 0.7 configuration block of docs/editors.md as it stands, opens a
file whose hits are all allowed, then (a second nvim) a file with one
leftover, and writes the diagnostics it holds (vim.diagnostic.get) once
the server published for the file. The first must have none; the second exactly the leftover.

A missing nvim fails the test: CI installs it (scripts/setup.sh).

usage: nvim_test.py SWEEPER_BINARY
"""
import json, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "support"))
from checks import check, finish  # noqa: E402

DOCS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                    "docs", "editors.md")

FILES = {
    ".sweeper.yaml": """tokens: [nova]
allow:
  - id: nova-star
    reason: the Nova star catalogue is astronomy, not the backend
    regex: 'nova_star'
""",
    "clean.py": 'catalogue = "nova_star"\nprint(catalogue)\n',
    "leftover.py": 'catalogue = "nova_star"\nrun(backend="nova")\n',
}

# Before the documented block: no provider probes. Python's ftplugin asks
# has('python3'), which starts a Python host to find out (seconds with a
# pyenv shim); the test is about the language server, not that host.
PRELUDE = """vim.g.loaded_python3_provider = 0
vim.g.loaded_ruby_provider = 0
vim.g.loaded_perl_provider = 0
vim.g.loaded_node_provider = 0
"""

# After the documented block: wait until the server published for the file
# nvim opened (its handler, wrapped), write what vim.diagnostic holds for
# it, quit. A deadline writes what there is.
HARNESS = r"""
local out = os.getenv("SWEEPER_NVIM_OUT")
local published = false
local original = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  original(err, result, ctx, config)
  if vim.uri_to_fname(result.uri) == vim.fn.expand("%:p") then
    published = true
  end
end
local function report(timed_out)
  local diags = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(diags, { lnum = d.lnum, col = d.col, severity = d.severity,
      code = d.code or lsp.code, source = d.source, message = d.message })
  end
  local f = io.open(out, "w")
  f:write(vim.fn.json_encode({ timed_out = timed_out, diagnostics = diags }))
  f:close()
  vim.cmd("qall!")
end
local deadline = vim.loop.now() + 8000
local timer = vim.loop.new_timer()
timer:start(50, 50, vim.schedule_wrap(function()
  if published or vim.loop.now() > deadline then
    timer:stop()
    report(not published)
  end
end))
"""


def documented_config():
    """The first lua block after the 0.7 paragraph of docs/editors.md."""
    text = open(DOCS).read()
    m = re.search(r"^0\.7 to 0\.9 .*?```lua\n(.*?)```", text, re.S | re.M)
    return m.group(1) if m else None


def nvim_version(nvim):
    out = subprocess.run([nvim, "--version"], capture_output=True,
                         text=True).stdout
    m = re.match(r"NVIM v(\d+)\.(\d+)", out)
    return (int(m.group(1)), int(m.group(2))) if m else None


def run_nvim(nvim, sweeper, root, config, name):
    """What Neovim holds for `name` once the server published for it, and
    nvim's stderr."""
    init = os.path.join(root, "init.lua")
    with open(init, "w") as f:
        f.write(PRELUDE + config + HARNESS)
    out = os.path.join(root, "diagnostics.json")
    if os.path.exists(out):
        os.remove(out)
    env = dict(os.environ, SWEEPER_NVIM_OUT=out,
               PATH=os.path.dirname(os.path.abspath(sweeper)) + os.pathsep +
               os.environ.get("PATH", ""))
    # Neovim's state and the LSP log stay in the temporary directory.
    for var in ("HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                "XDG_CACHE_HOME"):
        env[var] = os.path.join(root, "home")
    p = subprocess.run([nvim, "--headless", "--clean", "-u", init, name],
                       cwd=root, env=env, capture_output=True, text=True,
                       timeout=20)
    if not os.path.exists(out):
        return None, p.stderr + p.stdout
    return json.load(open(out)), p.stderr


def main():
    sweeper = sys.argv[1]
    nvim = shutil.which("nvim")
    check("nvim-installed", nvim is not None,
          "nvim is not on PATH: install neovim (scripts/setup.sh)")
    config = documented_config()
    check("docs-have-the-0.7-config", config is not None, DOCS)
    if nvim is None or config is None:
        return finish()
    version = nvim_version(nvim)
    check("nvim-0.7-or-later", version is not None and version >= (0, 7),
          str(version))
    with tempfile.TemporaryDirectory() as root:
        root = os.path.realpath(root)
        for name, text in FILES.items():
            with open(os.path.join(root, name), "w") as f:
                f.write(text)
        subprocess.run(["git", "init", "-q", root], check=True)
        clean, log = run_nvim(nvim, sweeper, root, config, "clean.py")
        left, log2 = run_nvim(nvim, sweeper, root, config, "leftover.py")
    check("nvim-wrote-diagnostics", clean is not None and left is not None,
          log + log2)
    if clean is None or left is None:
        return finish()
    check("published-for-both-files",
          not clean["timed_out"] and not left["timed_out"],
          json.dumps([clean, left]))
    check("all-allowed-file-has-no-diagnostics", clean["diagnostics"] == [],
          json.dumps(clean))
    check("leftover-file-has-exactly-the-leftover",
          [(d["lnum"], d["code"], d["source"]) for d in left["diagnostics"]]
          == [(1, "python-string", "backend-sweeper")], json.dumps(left))
    return finish()


if __name__ == "__main__":
    sys.exit(main())
