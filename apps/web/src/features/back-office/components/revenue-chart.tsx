import type { OverviewDay } from '@app/shared/schemas/staff-overview';
import * as ChartJs from 'chart.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLocale } from '../../../lib/formats.ts';
import { shortDayLabel } from '../format.ts';

// The parts of Chart.js this chart draws with, named once: registering only these (not `registerables`)
// keeps the rest of the library out of the chart's chunk.
ChartJs.Chart.register(
  ChartJs.BarController,
  ChartJs.BarElement,
  ChartJs.CategoryScale,
  ChartJs.Legend,
  ChartJs.LinearScale,
  ChartJs.LineController,
  ChartJs.LineElement,
  ChartJs.PointElement,
  ChartJs.Tooltip,
);

/** A colour of the page's theme (its CSS custom property), so the chart follows the season's palette. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * Daily revenue (bars, dollars) and minutes sold and used (lines, second axis) over the overview's days.
 * This module is loaded lazily by the overview (overview-figures.tsx), so Chart.js is a chunk of its own
 * that only the back office's overview loads. The canvas is an image with a one-line summary; the page's table
 * holds the figures for a screen reader.
 */
export function RevenueChart({ days, label }: { days: readonly OverviewDay[]; label: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const night = themeColour('--color-night-500', '#5236b4');
    const gold = themeColour('--color-gold-500', '#d4a23a');
    const teal = '#0f766e';
    const chart = new ChartJs.Chart(canvas.current, {
      data: {
        labels: days.map((day) => shortDayLabel(day.date)),
        datasets: [
          {
            type: 'bar',
            label: t('backOffice.overview.chartRevenue'),
            data: days.map((day) => day.revenue.netCents / 100),
            backgroundColor: night,
            borderRadius: 4,
            yAxisID: 'money',
            order: 2,
          },
          {
            type: 'line',
            label: t('backOffice.overview.chartMinutesSold'),
            data: days.map((day) => day.minutesSold),
            borderColor: gold,
            backgroundColor: gold,
            pointRadius: 2,
            tension: 0.25,
            yAxisID: 'minutes',
            order: 1,
          },
          {
            type: 'line',
            label: t('backOffice.overview.chartMinutesUsed'),
            data: days.map((day) => day.minutesUsed),
            borderColor: teal,
            backgroundColor: teal,
            borderDash: [6, 4],
            pointRadius: 2,
            tension: 0.25,
            yAxisID: 'minutes',
            order: 1,
          },
        ],
      },
      options: {
        animation: reduceMotion ? false : { duration: 400 },
        locale: pageLocale(),
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, usePointStyle: true } } },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          money: {
            type: 'linear',
            position: 'left',
            beginAtZero: true,
            ticks: { callback: (value) => t('backOffice.overview.chartMoneyTick', { amount: value }) },
          },
          minutes: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days, t]);

  return (
    // Chart.js sizes the canvas to this box; clipped, a canvas not yet resized never widens the page.
    <div className="relative h-72 w-full min-w-0 overflow-hidden sm:h-80">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
