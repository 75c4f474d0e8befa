"""The Civilization family's text form of every action: the forms of each decision kind
(``engine.civ.text.forms``), the names typed and printed (``engine.civ.text.names``)."""
