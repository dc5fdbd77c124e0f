// A bar chart drawn by Chartist (a small, kept library: about 7 KB gzip for its bar chart), loaded only
// when the Cijfers screen draws one; the same numbers as a table for screen readers and for anyone who
// would rather read ('Als tabel'). The chart itself is hidden from assistive technology.
import { useEffect, useRef, useState } from 'react';
import { statistics as t } from '../texts/statistics';

export interface Bar { label: string; value: number; shown: string }

export type BarChartProps = {
  title: string;
  labelHeading: string;
  valueHeading: string;
  bars: readonly Bar[];
  horizontal?: boolean;
};

export function BarChart({ title, labelHeading, valueHeading, bars, horizontal = false }: BarChartProps) {
  const target = useRef<HTMLDivElement>(null);
  const [asTable, setAsTable] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || bars.length === 0) return;
    let chart: { detach(): void } | null = null;
    let current = true;
    // Drawn after the frame that shows the figures, so a chart never holds them back.
    const painted = new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    void Promise.all([import('chartist'), import('chartist/dist/index.css'), painted]).then(([{ BarChart: Chart }]) => {
      if (!current) return;
      chart = new Chart(element, { labels: bars.map((bar) => bar.label), series: [bars.map((bar) => bar.value)] }, {
        horizontalBars: horizontal, reverseData: horizontal, low: 0, height: horizontal ? `${Math.max(120, bars.length * 36)}px` : '220px',
        axisY: horizontal ? { offset: 150 } : { onlyInteger: true, labelInterpolationFnc: (value: number | string) => `€ ${Number(value) / 100}` },
        axisX: horizontal ? { onlyInteger: true } : { showGrid: false },
      });
    });
    return () => {
      current = false;
      chart?.detach();
    };
  }, [bars, horizontal]);

  return (
    <figure className="stat-chart">
      <figcaption>{title}</figcaption>
      <div ref={target} className="stat-chart__canvas" aria-hidden="true" hidden={asTable} />
      <button type="button" className="link-button stat-chart__toggle" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
        {t.charts.asTable}
      </button>
      {/* Always there for screen readers; shown on screen on request. */}
      <table className={asTable ? 'stat-table' : 'visually-hidden'}>
          <caption className="visually-hidden">{title}</caption>
          <thead><tr><th scope="col">{labelHeading}</th><th scope="col">{valueHeading}</th></tr></thead>
          <tbody>
            {bars.map((bar) => <tr key={bar.label}><th scope="row">{bar.label}</th><td>{bar.shown}</td></tr>)}
          </tbody>
      </table>
    </figure>
  );
}
