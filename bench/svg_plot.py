"""svg_plot.py - a small SVG writer for log-log scatter plots, standard library only.

bench/plot_model.py draws the cost model's pictures with it. There is no
matplotlib on the build machines and none may be assumed on a user's, so the
few things a log-log figure needs are written out here: a plot box with
decade ticks and labels, lines and polygons in data coordinates, markers with
<title> tooltips (a browser shows them on hover) and a legend.
"""

import math
from xml.sax.saxutils import escape, quoteattr

# Colour-blind-safe qualitative palette (Okabe & Ito, 2008).
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9",
           "#F0E442", "#000000")
MARKERS = ("circle", "square", "triangle", "diamond")


def format_number(value):
    """A tick label: plain for 0.001..100000, else 1e-5 style."""
    if 1e-3 <= value < 1e6:
        return f"{value:g}"
    return f"1e{round(math.log10(value))}"


LEGEND_ROW = 18


def legend_size(entries):
    """(width, height) in pixels of a legend box; a character of the 12px
    text is taken as 6.5px wide (Helvetica's average is about 0.55 em)."""
    return (40 + round(6.5 * max(len(text) for _, _, text in entries)),
            LEGEND_ROW * len(entries) + 10)


def marker_element(shape, x, y, size, colour, css_class, tooltip):
    """One marker centred at (x, y) pixels; `tooltip` becomes its <title>."""
    title = f"<title>{escape(tooltip)}</title>"
    common = f'class={quoteattr(css_class)} fill={quoteattr(colour)} fill-opacity="0.75" ' \
             f'stroke="#222" stroke-width="0.5"'
    if shape == "square":
        return (f'<rect x="{x - size:.2f}" y="{y - size:.2f}" width="{2 * size:.2f}" '
                f'height="{2 * size:.2f}" {common}>{title}</rect>')
    if shape in ("triangle", "diamond"):
        if shape == "triangle":
            corners = [(x, y - 1.2 * size), (x - 1.1 * size, y + 0.8 * size),
                       (x + 1.1 * size, y + 0.8 * size)]
        else:
            corners = [(x, y - 1.3 * size), (x + 1.1 * size, y), (x, y + 1.3 * size),
                       (x - 1.1 * size, y)]
        points = " ".join(f"{px:.2f},{py:.2f}" for px, py in corners)
        return f'<polygon points="{points}" {common}>{title}</polygon>'
    return f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{size:.2f}" {common}>{title}</circle>'


class LogLogFigure:
    """A figure with one log-log plot box. Data coordinates go through x()
    and y(); everything is collected as SVG text and written by to_svg()."""

    def __init__(self, x_range, y_range, width=900, height=680,
                 margins=(95, 40, 80, 70)):  # top, right, bottom, left
        self.width, self.height = width, height
        self.top, right, bottom, self.left = margins
        self.plot_width = width - self.left - right
        self.plot_height = height - self.top - bottom
        self.x_decades = self._decade_range(*x_range)
        self.y_decades = self._decade_range(*y_range)
        self.body = []     # plot contents, clipped to the box
        self.overlay = []  # axes, labels, legend: never clipped

    @staticmethod
    def _decade_range(low, high):
        """Whole decades around [low, high], so that ticks fall on the box's
        edges; at least one decade wide."""
        if not (low > 0 and high > 0):
            raise ValueError(f"log axis needs positive bounds, got {low}, {high}")
        first, last = math.floor(math.log10(low)), math.ceil(math.log10(high))
        return first, max(last, first + 1)

    def x(self, value):
        first, last = self.x_decades
        return self.left + (math.log10(value) - first) / (last - first) * self.plot_width

    def y(self, value):
        first, last = self.y_decades
        return self.top + self.plot_height - \
            (math.log10(value) - first) / (last - first) * self.plot_height

    def x_bounds(self):
        return 10.0 ** self.x_decades[0], 10.0 ** self.x_decades[1]

    def y_bounds(self):
        return 10.0 ** self.y_decades[0], 10.0 ** self.y_decades[1]

    # ---- contents, in data coordinates --------------------------------------

    def polyline(self, points, colour, width=1.5, dash=None, css_class="line", tooltip=None):
        path = " ".join(f"{self.x(px):.2f},{self.y(py):.2f}" for px, py in points)
        dash_attribute = f' stroke-dasharray="{dash}"' if dash else ""
        title = f"<title>{escape(tooltip)}</title>" if tooltip else ""
        self.body.append(f'<polyline class={quoteattr(css_class)} points="{path}" fill="none" '
                         f'stroke={quoteattr(colour)} stroke-width="{width}"{dash_attribute}>'
                         f'{title}</polyline>')

    def polygon(self, points, colour, opacity, css_class="band"):
        path = " ".join(f"{self.x(px):.2f},{self.y(py):.2f}" for px, py in points)
        self.body.append(f'<polygon class={quoteattr(css_class)} points="{path}" '
                         f'fill={quoteattr(colour)} fill-opacity="{opacity}" stroke="none"/>')

    def marker(self, x, y, shape, colour, tooltip, css_class="point", size=4.5):
        self.body.append(marker_element(shape, self.x(x), self.y(y), size, colour, css_class,
                                        tooltip))

    def label(self, x, y, text, colour="#222", anchor="start", size=11):
        """A text at a data position, e.g. a roof's name."""
        self.body.append(f'<text x="{self.x(x):.2f}" y="{self.y(y):.2f}" font-size="{size}" '
                         f'fill={quoteattr(colour)} text-anchor="{anchor}">'
                         f'{escape(text)}</text>')

    def identity_with_band(self, band):
        """For predicted-against-measured plots: both axes over the same
        decades (so that 1:1 is the diagonal), a grey band of +-band around
        it and the 1:1 line itself."""
        decades = (min(self.x_decades[0], self.y_decades[0]),
                   max(self.x_decades[1], self.y_decades[1]))
        self.x_decades = self.y_decades = decades
        start, stop = self.x_bounds()
        self.polygon([(start, start * (1 - band)), (stop, stop * (1 - band)),
                      (stop, stop * (1 + band)), (start, start * (1 + band))], "#888", 0.35)
        self.polyline([(start, start), (stop, stop)], "#222", width=1.2, css_class="identity")

    # ---- frame -------------------------------------------------------------

    def _axis_ticks(self, decades):
        """(value, is_labelled) per tick: decades labelled, 2..9 minor; a
        box spanning two decades or less labels 2 and 5 as well."""
        first, last = decades
        ticks = []
        for exponent in range(first, last + 1):
            base = 10.0 ** exponent
            ticks.append((base, True))
            if exponent == last:
                break
            for multiple in range(2, 10):
                ticks.append((multiple * base, last - first <= 2 and multiple in (2, 5)))
        return ticks

    def axes(self, x_title, y_title):
        bottom = self.top + self.plot_height
        right = self.left + self.plot_width
        out = self.overlay
        out.append(f'<rect x="{self.left}" y="{self.top}" width="{self.plot_width}" '
                   f'height="{self.plot_height}" fill="none" stroke="#222"/>')
        for value, labelled in self._axis_ticks(self.x_decades):
            px = self.x(value)
            length = 7 if labelled else 4
            if labelled:
                out.append(f'<line x1="{px:.2f}" y1="{self.top}" x2="{px:.2f}" y2="{bottom}" '
                           f'stroke="#ddd" stroke-width="0.6"/>')
                out.append(f'<text x="{px:.2f}" y="{bottom + 20}" font-size="12" '
                           f'text-anchor="middle">{format_number(value)}</text>')
            out.append(f'<line x1="{px:.2f}" y1="{bottom}" x2="{px:.2f}" '
                       f'y2="{bottom - length}" stroke="#222"/>')
        for value, labelled in self._axis_ticks(self.y_decades):
            py = self.y(value)
            length = 7 if labelled else 4
            if labelled:
                out.append(f'<line x1="{self.left}" y1="{py:.2f}" x2="{right}" y2="{py:.2f}" '
                           f'stroke="#ddd" stroke-width="0.6"/>')
                out.append(f'<text x="{self.left - 8}" y="{py + 4:.2f}" font-size="12" '
                           f'text-anchor="end">{format_number(value)}</text>')
            out.append(f'<line x1="{self.left}" y1="{py:.2f}" x2="{self.left + length}" '
                       f'y2="{py:.2f}" stroke="#222"/>')
        out.append(f'<text x="{self.left + self.plot_width / 2:.2f}" y="{bottom + 48}" '
                   f'font-size="14" text-anchor="middle">{escape(x_title)}</text>')
        middle = self.top + self.plot_height / 2
        out.append(f'<text x="22" y="{middle:.2f}" font-size="14" text-anchor="middle" '
                   f'transform="rotate(-90 22 {middle:.2f})">{escape(y_title)}</text>')

    def titles(self, lines):
        """The first line large (what the figure shows), the rest small
        (device, date, sources)."""
        for index, text in enumerate(lines):
            size, weight = (17, "bold") if index == 0 else (11.5, "normal")
            baseline = 24 + 17 * index + (4 if index else 0)
            self.overlay.append(f'<text x="{self.left}" y="{baseline}" font-size="{size}" '
                                f'font-weight="{weight}">{escape(text)}</text>')

    def legend(self, entries, corner="top-left"):
        """entries: (kind, colour, text) with kind a marker shape, "line",
        "dash" or "band". Drawn in a box inside the plot's top-left corner,
        or at its top right outside it ("outside", where the figure's right
        margin was made wide enough with legend_size)."""
        if not entries:
            return
        row = LEGEND_ROW
        width, height = legend_size(entries)
        x0 = self.left + 10 if corner == "top-left" else self.left + self.plot_width + 15
        y0 = self.top + (10 if corner == "top-left" else 0)
        out = self.overlay
        out.append(f'<rect class="legend" x="{x0}" y="{y0}" width="{width}" height="{height}" '
                   f'fill="white" fill-opacity="0.9" stroke="#999"/>')
        for index, (kind, colour, text) in enumerate(entries):
            cy = y0 + 14 + row * index
            if kind in MARKERS:
                out.append(marker_element(kind, x0 + 16, cy, 4.5, colour, "legend-key", text))
            elif kind == "band":
                out.append(f'<rect x="{x0 + 6}" y="{cy - 6}" width="22" height="12" '
                           f'fill={quoteattr(colour)} fill-opacity="0.25"/>')
            else:
                dash = ' stroke-dasharray="5,4"' if kind == "dash" else ""
                out.append(f'<line x1="{x0 + 5}" y1="{cy}" x2="{x0 + 28}" y2="{cy}" '
                           f'stroke={quoteattr(colour)} stroke-width="2"{dash}/>')
            out.append(f'<text x="{x0 + 34}" y="{cy + 4}" font-size="12">{escape(text)}</text>')

    def note(self, text):
        """A line under the x axis's title, e.g. how many points were left out."""
        self.overlay.append(f'<text x="{self.left}" y="{self.height - 8}" font-size="11" '
                            f'fill="#555">{escape(text)}</text>')

    def to_svg(self):
        clip = (f'<clipPath id="plot-box"><rect x="{self.left}" y="{self.top}" '
                f'width="{self.plot_width}" height="{self.plot_height}"/></clipPath>')
        return "\n".join([
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" '
            f'height="{self.height}" viewBox="0 0 {self.width} {self.height}" '
            f'font-family="Helvetica, Arial, sans-serif">',
            f'<defs>{clip}</defs>',
            f'<rect width="{self.width}" height="{self.height}" fill="white"/>',
            '<g clip-path="url(#plot-box)">', *self.body, '</g>',
            *self.overlay, '</svg>', ''])


def finish_with_legend(figure, title_lines, legend_entries, note):
    """The SVG of a figure_with_legend figure whose points are drawn: its
    titles, its legend in the margin made for it, and the note below."""
    figure.titles(title_lines)
    figure.legend(legend_entries, corner="outside")
    figure.note(note)
    return figure.to_svg()


def figure_with_legend(x_range, y_range, title_lines, legend_entries=(), plot_size=(790, 490)):
    """A figure whose top margin fits its title lines and whose right margin
    fits a legend drawn outside the plot (legend(corner="outside"), where it
    hides no point)."""
    top, bottom, left = 50 + 17 * len(title_lines), 80, 70
    right = legend_size(legend_entries)[0] + 30 if legend_entries else 40
    legend_height = legend_size(legend_entries)[1] if legend_entries else 0
    return LogLogFigure(x_range, y_range, width=left + plot_size[0] + right,
                        height=top + max(plot_size[1], legend_height) + bottom,
                        margins=(top, right, bottom, left))
