"""Tolerant image comparison for golden tests (the idea of Pillow's ``assert_image_similar``)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageChops, ImageStat

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
FAILURES = GOLDEN / "_failures"
# Mean absolute difference per channel (0-255) tolerated: absorbs anti-aliasing differences
# between FreeType/zlib builds, far below what any visible change produces.
EPSILON = 0.6


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
    return sum(ImageStat.Stat(diff).mean) / 3


def assert_matches_golden(image: Image.Image, name: str, epsilon: float = EPSILON) -> None:
    """Compare with ``tests/golden/NAME.png``; on failure save what we got under ``_failures``."""
    path = GOLDEN / f"{name}.png"
    expected = Image.open(path) if path.exists() else None
    problem = None
    if expected is None:
        problem = f"no golden image {path}"
    elif expected.size != image.size:
        problem = f"size {image.size} differs from golden {expected.size}"
    else:
        diff = mean_difference(image, expected)
        if diff > epsilon:
            problem = f"mean pixel difference {diff:.3f} > {epsilon}"
    if problem:
        FAILURES.mkdir(parents=True, exist_ok=True)
        got = FAILURES / f"{name}.png"
        image.save(got)
        raise AssertionError(f"{name}: {problem}; got image saved to {got}")
