#!/usr/bin/env python3
"""Turns a terminal capture with colours (`tmux capture-pane -p -e`) into an HTML page that draws it as the terminal
did: each cell in DejaVu Sans Mono, the 256-colour palette and true colour, bold, dim, italic, underline and reverse.
Scripts/screenshot.sh renders the page with headless Chromium. Python's standard library only.

    ansi_to_html.py CAPTURE.ansi COLUMNS ROWS > PAGE.html
"""
import html
import re
import sys

# xterm's 16 colours, then the 6x6x6 cube and the grey ramp: what a 256-colour terminal shows for each index.
BASE16 = [
    "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
    "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
]
DEFAULT_FG = "#d0d0d0"
DEFAULT_BG = "#1c1c1c"


def palette(index):
    if index < 16:
        return BASE16[index]
    if index < 232:
        index -= 16
        levels = [0, 95, 135, 175, 215, 255]
        return "#%02x%02x%02x" % (levels[index // 36], levels[(index // 6) % 6], levels[index % 6])
    grey = 8 + (index - 232) * 10
    return "#%02x%02x%02x" % (grey, grey, grey)


class Style:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = None
        self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = False

    def apply(self, codes):
        codes = codes or [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 3:
                self.italic = True
            elif code == 4:
                self.underline = True
            elif code == 7:
                self.reverse = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 23:
                self.italic = False
            elif code == 24:
                self.underline = False
            elif code == 27:
                self.reverse = False
            elif 30 <= code <= 37:
                self.fg = palette(code - 30)
            elif 90 <= code <= 97:
                self.fg = palette(code - 90 + 8)
            elif 40 <= code <= 47:
                self.bg = palette(code - 40)
            elif 100 <= code <= 107:
                self.bg = palette(code - 100 + 8)
            elif code == 39:
                self.fg = None
            elif code == 49:
                self.bg = None
            elif code in (38, 48) and i + 1 < len(codes):
                if codes[i + 1] == 5 and i + 2 < len(codes):
                    colour = palette(codes[i + 2])
                    i += 2
                elif codes[i + 1] == 2 and i + 4 < len(codes):
                    colour = "#%02x%02x%02x" % tuple(codes[i + 2:i + 5])
                    i += 4
                else:
                    colour = None
                if code == 38:
                    self.fg = colour
                else:
                    self.bg = colour
            i += 1

    def css(self):
        fg = self.fg or DEFAULT_FG
        bg = self.bg or DEFAULT_BG
        if self.bold and self.fg in BASE16[:8]:
            fg = BASE16[BASE16.index(self.fg) + 8]
        if self.reverse:
            fg, bg = bg, fg
        rules = ["color:" + fg]
        if bg != DEFAULT_BG:
            rules.append("background:" + bg)
        if self.bold:
            rules.append("font-weight:bold")
        if self.dim:
            rules.append("opacity:0.6")
        if self.italic:
            rules.append("font-style:italic")
        if self.underline:
            rules.append("text-decoration:underline")
        return ";".join(rules)


SGR = re.compile(r"\x1b\[([0-9;:]*)m")
OTHER_ESCAPE = re.compile(r"\x1b(\[[0-9;?]*[A-Za-z]|\][^\x07]*\x07|[()][A-Za-z0-9])")


def line_html(line, style):
    out = []
    position = 0
    for match in SGR.finditer(line):
        text = OTHER_ESCAPE.sub("", line[position:match.start()])
        if text:
            out.append('<span style="%s">%s</span>' % (style.css(), html.escape(text)))
        codes = [int(part) for part in re.split("[;:]", match.group(1)) if part != ""]
        style.apply(codes)
        position = match.end()
    text = OTHER_ESCAPE.sub("", line[position:])
    if text:
        out.append('<span style="%s">%s</span>' % (style.css(), html.escape(text)))
    return "".join(out)


def main():
    capture_path, columns, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    with open(capture_path, encoding="utf-8") as capture:
        lines = capture.read().split("\n")[:rows]
    style = Style()
    body = "\n".join(line_html(line, style) for line in lines)
    print("""<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
html, body { margin: 0; background: %s; }
pre { margin: 0; padding: 12px 14px; font: 16px/19px "DejaVu Sans Mono", monospace; color: %s;
      width: %dch; height: %dpx; white-space: pre; overflow: hidden; }
</style></head><body><pre>%s</pre></body></html>""" % (DEFAULT_BG, DEFAULT_FG, columns, rows * 19, body))


if __name__ == "__main__":
    main()
