import { Line, Polyline, Rect, Svg, Text } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';

/** One point of a chart: its label (a day, a country) and its value, null where it is not available. */
export type ChartPoint = { label: string; value: number | null };

type ChartOptions = {
  width: number;
  height: number;
  colour: string;
  /** Writes a value on the axis ("1,200", "3.5"). */
  format: (value: number) => string;
};

const axisColour = '#9aa3ad';
const gridColour = '#e3e7eb';
const left = 44;
const bottom = 16;
const top = 6;

/** The value axis: 0 (or the lowest value when negative) to a rounded maximum, with 4 steps. */
function scale(points: ChartPoint[]) {
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const step = niceStep(span / 4);
  const high = Math.ceil(max / step) * step || step;
  const low = Math.floor(min / step) * step;
  return {
    low,
    high,
    ticks: Array.from({ length: Math.round((high - low) / step) + 1 }, (_, i) => low + i * step),
  };
}

function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 2.5 ? 2.5 : unit <= 5 ? 5 : 10) * power;
}

function frame(points: ChartPoint[], options: ChartOptions, plot: (geometry: Geometry) => ReactElement[]) {
  const { width, height } = options;
  const { low, high, ticks } = scale(points);
  const plotWidth = width - left - 4;
  const plotHeight = height - top - bottom;
  const y = (value: number) => top + plotHeight - ((value - low) / (high - low)) * plotHeight;
  const geometry: Geometry = { plotWidth, plotHeight, y, x0: left };
  // A label every few points so that they never overlap (about 48 points of width each).
  const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 48))));
  const slot = plotWidth / Math.max(points.length, 1);
  return h(
    Svg,
    { width, height, viewBox: `0 0 ${width} ${height}` },
    ...ticks.flatMap((tick) => [
      h(Line, { x1: left, x2: width - 4, y1: y(tick), y2: y(tick), stroke: gridColour, strokeWidth: 0.5 }),
      h(
        Text,
        { x: left - 4, y: y(tick) + 2.5, style: { fontSize: 7 }, fill: axisColour, textAnchor: 'end' },
        options.format(tick),
      ),
    ]),
    h(Line, { x1: left, x2: width - 4, y1: y(low), y2: y(low), stroke: axisColour, strokeWidth: 0.8 }),
    ...plot(geometry),
    ...points.flatMap((point, index) =>
      index % every === 0
        ? [
            h(
              Text,
              {
                x: left + slot * index + slot / 2,
                y: height - 4,
                style: { fontSize: 7 },
                fill: axisColour,
                textAnchor: 'middle',
              },
              point.label,
            ),
          ]
        : [],
    ),
  );
}

type Geometry = { plotWidth: number; plotHeight: number; y: (value: number) => number; x0: number };

/** A line through the days; a day without a value breaks the line rather than dropping to 0. */
export function lineChart(points: ChartPoint[], options: ChartOptions): ReactElement {
  return frame(points, options, ({ plotWidth, y, x0 }) => {
    const slot = plotWidth / Math.max(points.length, 1);
    const runs: string[][] = [[]];
    points.forEach((point, index) => {
      if (point.value === null) runs.push([]);
      else runs.at(-1)?.push(`${(x0 + slot * index + slot / 2).toFixed(1)},${y(point.value).toFixed(1)}`);
    });
    return runs
      .filter((run) => run.length > 0)
      .map((run) =>
        run.length === 1
          ? h(Rect, {
              x: Number(run[0]?.split(',')[0]) - 1.5,
              y: Number(run[0]?.split(',')[1]) - 1.5,
              width: 3,
              height: 3,
              fill: options.colour,
            })
          : h(Polyline, {
              points: run.join(' '),
              stroke: options.colour,
              strokeWidth: 1.6,
              fill: 'none',
            }),
      );
  });
}

/** A bar per day (or per country). */
export function barChart(points: ChartPoint[], options: ChartOptions): ReactElement {
  return frame(points, options, ({ plotWidth, y, x0 }) => {
    const slot = plotWidth / Math.max(points.length, 1);
    const barWidth = Math.max(1, slot * 0.7);
    return points.flatMap((point, index) => {
      if (point.value === null) return [];
      const top = Math.min(y(point.value), y(0));
      return [
        h(Rect, {
          x: x0 + slot * index + (slot - barWidth) / 2,
          y: top,
          width: barWidth,
          height: Math.max(0.5, Math.abs(y(0) - y(point.value))),
          fill: options.colour,
        }),
      ];
    });
  });
}
