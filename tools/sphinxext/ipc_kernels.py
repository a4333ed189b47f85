"""The notebook kernels of the build run over IPC instead of TCP (registered by ``rules_in_play.setup()``).

No ipykernel warning ("running over TCP without encryption") once per notebook in the build log, and no two
builds on one machine racing for the same port.
"""

from __future__ import annotations

from sphinx.application import Sphinx


def use_ipc_kernels(app: Sphinx) -> None:
    """Notebook kernels of the build talk to it over IPC sockets (files in Jupyter's runtime folder).

    myst-nb executes through ``jupyter_cache.executors.utils.single_nb_execution``, which
    passes its keyword arguments to nbclient; the only way in is the module's ``executenb``.
    """
    import os
    import uuid

    import jupyter_cache.executors.utils as executors
    from jupyter_client import AsyncKernelManager
    from jupyter_core.paths import jupyter_runtime_dir
    from traitlets import default

    if getattr(executors.executenb, "rules_in_play", False):
        return

    class IPCKernelManager(AsyncKernelManager):
        @default("transport")
        def _default_transport(self) -> str:
            return "ipc"

        @default("ip")
        def _default_ip(self) -> str:
            # absolute: the kernel runs in the notebook's folder, the build elsewhere
            os.makedirs(jupyter_runtime_dir(), exist_ok=True)
            return os.path.join(jupyter_runtime_dir(), f"rules-in-play-{uuid.uuid4().hex[:12]}-ipc")

    execute = executors.executenb

    def execute_over_ipc(nb, **kwargs):
        kwargs.setdefault("kernel_manager_class", IPCKernelManager)
        return execute(nb, **kwargs)

    execute_over_ipc.rules_in_play = True
    executors.executenb = execute_over_ipc


def setup(app: Sphinx) -> dict:
    app.connect("builder-inited", use_ipc_kernels)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "version": "1"}
