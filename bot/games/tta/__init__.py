"""Through the Ages in the bot: the prompt header, the thread's lines and text table
(``present``), the DM hand panel (``panel``); the decision forms are in ``bot.games.tta.forms``."""
