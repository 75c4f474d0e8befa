"""Market: a small game made for the tests, not a real board game. It proves that a game is one
unit: it lives entirely in this package, is registered by the tests only (``register``), and
every shared path of civbot must play it without naming it.

The rules. Two to four merchants each hold a secret hand of goods (cards worth 1 to 9). Each
round every merchant at once either offers one good of his hand or passes; a merchant who passes
draws two goods and keeps one of them (in seat order, each alone). When every offer is in, they
are revealed and the market die is rolled (the game's seeded generator): on 1 to 4 the highest
offer sells, on 5 or 6 (a glut) the lowest; the seller scores the die's points. Equal offers are
settled by the option ``ties``: the earlier seat sells (``seat``) or nobody does (``nobody``).
After ``rounds`` rounds (an option) the highest score wins; equal scores share the win.
"""
