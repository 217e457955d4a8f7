"""Schafkopf texts in de, en, fr: ``<lang>.py``, continued in ``<part>_<lang>.py`` for each
part named here (one module would pass 400 lines)."""

MORE = ("house",)
