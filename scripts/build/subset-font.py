# Makes src/client/app/fonts/public-sans-latin-wght-400-700.woff2, the Public Sans file every first
# page paints with (decision 0058), from @fontsource-variable/public-sans's latin file:
#   - the weight axis limited to 400..700 (the theme uses 400, 500, 600 and 700; the file had 100..900),
#   - the characters of fontsource's latin subset less the ones German, French and English text does
#     not use (spacing and combining diacritics, U+00A4 U+00A6 U+00A8 U+00AF U+00B4 U+00B8, Eth, Thorn,
#     U+0102, U+0131, U+2044, U+2215); fonts.css's unicode-range lists exactly the characters kept, so
#     anything else is drawn by the latin-ext file or the system font,
#   - no glyph names, hinting or OpenType features beyond kerning, ligatures and contextual forms
#     (the app asks for no tabular figures; marks and local forms serve characters dropped here).
# Not part of the build (the result is committed): run it again only to change the file.
#   python3 -m venv /tmp/fonttools && /tmp/fonttools/bin/pip install fonttools==4.66.1 brotli==1.2.0
#   /tmp/fonttools/bin/python scripts/build/subset-font.py
# It prints the unicode-range to put into src/client/app/fonts.css.
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / 'node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2'
TARGET = ROOT / 'src/client/app/fonts/public-sans-latin-wght-400-700.woff2'
DROPPED = set('\u00a4\u00a6\u00a8\u00af\u00b4\u00b8\u00d0\u00f0\u00de\u00fe\u0102\u0131\u2044\u2215')


def kept(code: int) -> bool:
    return chr(code) not in DROPPED and not 0x2B0 <= code < 0x370


def ranges(codes: list[int]) -> str:
    spans: list[list[int]] = []
    for code in sorted(codes):
        if spans and spans[-1][1] == code - 1:
            spans[-1][1] = code
        else:
            spans.append([code, code])
    return ','.join(f'U+{a:04X}' if a == b else f'U+{a:04X}-{b:04X}' for a, b in spans)


font = instancer.instantiateVariableFont(TTFont(SOURCE), {'wght': (400, 400, 700)}, updateFontNames=False)
codes = [code for code in font.getBestCmap() if kept(code)]
options = subset.Options()
options.flavor = 'woff2'
options.layout_features = ['kern', 'liga', 'calt']
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14, 16, 17, 25]
options.glyph_names = False
options.hinting = False
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=codes)
subsetter.subset(font)
font.flavor = 'woff2'
font.save(TARGET)
print(f'{TARGET.relative_to(ROOT)}: {TARGET.stat().st_size} bytes')
print(f'unicode-range: {ranges(codes)};')
