"""Board images for the bot: ``render`` (public board or a region crop, PNG bytes) and
``render_hand`` (a player's private hand). See ``docs/renderer.md``."""

from renderer.geometry import regions
from renderer.hand import render_hand
from renderer.render import render


def region_names() -> list[str]:
    """Names accepted by ``render(view, region=...)``."""
    return list(regions())


__all__ = ["region_names", "render", "render_hand"]
