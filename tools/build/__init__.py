"""The site as published: the bilingual build (:mod:`tools.build.site`), the gettext catalogs, the pages' head
scripts, the icons, the offline copy, the local static server and the archive of ``make dist``."""
