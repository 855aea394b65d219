"""Draws the app's icons: a Mah-Jong tile showing the five of Circles (the
plum blossom) on the app's green. Run once after changing the design:

    pip install pillow && python3 scripts/make-icons.py

The PNGs it writes under icons/ are committed; builds only copy them.
"""

from pathlib import Path

from PIL import Image, ImageDraw

GREEN = (15, 107, 79)
IVORY = (250, 246, 234)
EDGE = (214, 200, 160)
RED = (194, 65, 12)
BLUE = (29, 78, 216)
OUT = Path(__file__).resolve().parent.parent / "icons"


def tile(size: int, padding: float) -> Image.Image:
    """The icon at `size` pixels, the tile inset by `padding` of the size."""
    scale = 4  # draw large, then shrink: smooth edges
    s = size * scale
    image = Image.new("RGBA", (s, s), GREEN + (255,))
    draw = ImageDraw.Draw(image)
    inset = s * padding
    width = (s - 2 * inset) * 0.74
    left = (s - width) / 2
    top, bottom = inset, s - inset
    radius = width * 0.12
    draw.rounded_rectangle((left, top + s * 0.02, left + width, bottom + s * 0.02), radius, fill=EDGE)
    draw.rounded_rectangle((left, top, left + width, bottom), radius, fill=IVORY)
    cx, cy = s / 2, (top + bottom) / 2
    dx, dy = width * 0.26, (bottom - top) * 0.26
    r = width * 0.13
    for (x, y, colour) in [
        (cx - dx, cy - dy, BLUE),
        (cx + dx, cy - dy, GREEN),
        (cx, cy, RED),
        (cx - dx, cy + dy, GREEN),
        (cx + dx, cy + dy, BLUE),
    ]:
        draw.ellipse((x - r, y - r, x + r, y + r), outline=colour, width=max(1, int(r * 0.32)))
        draw.ellipse((x - r * 0.35, y - r * 0.35, x + r * 0.35, y + r * 0.35), fill=colour)
    return image.resize((size, size), Image.LANCZOS)


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for size in (48, 192, 512):
        tile(size, 0.08).save(OUT / f"icon-{size}.png", optimize=True)
    tile(512, 0.2).save(OUT / "icon-maskable-512.png", optimize=True)
    tile(180, 0.1).convert("RGB").save(OUT / "apple-touch-icon.png", optimize=True)


if __name__ == "__main__":
    main()
