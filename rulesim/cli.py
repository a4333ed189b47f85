"""The command line: ``rulesim check FILE [--lang es|en] [--json] [--site URL]``.

Prints the ruling of a situation file (see :mod:`rulesim.check`), or of a shared link
(``https://…/check.html#situation=…``, or just its ``situation=…`` part), with its
numbered steps, each with its rule id and the link to the paragraph on the
site in that language; ``--json`` prints the stable schema ``rulesim-ruling/2``
instead.  A file that cannot be read or describes an impossible state prints a
message naming the field (and line) and exits with code 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from .i18n import LANGUAGES, CatalogMissingError, current_language, translations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulesim", description="Rules in Play: executable board game rules.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="rule on a situation file (TOML)")
    check.add_argument("file", help="a situation file, or a shared link (…#situation=…)")
    check.add_argument("--lang", choices=LANGUAGES, default=None,
                       help="language of the ruling (RULESIM_LANG otherwise)")
    check.add_argument("--json", action="store_true", help="print the ruling as JSON (schema rulesim-ruling/2)")
    check.add_argument("--site", default="", help="address of the published site, to make the links absolute")
    args = parser.parse_args(argv)
    from .check import (  # noqa: E402  (imports every game)
        FRAGMENT_KEY,
        SituationError,
        from_fragment,
        load_file,
        rule,
        to_json,
        to_text,
    )

    lang = args.lang or current_language()
    try:
        translations(lang)
    except CatalogMissingError as error:
        print(f"rulesim check: {error}", file=sys.stderr)
        return 2
    try:
        link = args.file.startswith(FRAGMENT_KEY) or "#" + FRAGMENT_KEY in args.file
        ruling = rule(from_fragment(args.file) if link else load_file(args.file))
    except SituationError as error:
        shown = args.file if len(args.file) <= 60 else args.file[:57] + "…"  # a link can be long
        print(f"rulesim check: {shown}: {error.text(lang)}", file=sys.stderr)
        return 2
    text = (json.dumps(to_json(ruling, lang, args.site), ensure_ascii=False, indent=2) if args.json
            else to_text(ruling, lang, args.site))
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader piped the ruling into `head`: nothing more to say
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (Python flushes stdout again at exit)
    return 0
