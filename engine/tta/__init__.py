"""Through the Ages: A New Story of Civilization (2015): its own state, no map, cards as data.

Being built; the registry (``engine.games``) lists it as not offered until it plays whole games.
"""
