import "@mantine/charts/styles.css";
import { fromPaise, type Paise, payoutCurve, type WaterfallCalculateInput } from "@atithi/domain";
import { LineChart } from "@mantine/charts";
import { useMemo } from "react";
import { formatWholeRupees } from "../../lib/india-format";
import { chartAmount } from "../reports/report-display";

const COLORS = ["blue.6", "teal.6", "orange.6", "grape.6", "red.6", "cyan.6", "lime.7", "pink.6"];
const STEPS = 20;
const compactInr = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

/**
 * Each share class's payout against the exit value, from nothing to `upTo`: every point is the
 * domain's waterfall (`payoutCurve`, i.e. `distributeExit`), the chart only draws it. Loaded
 * lazily, so the charting library is fetched only by the screen that shows it.
 */
export default function PayoutChart({
  classes,
  upTo,
}: {
  classes: WaterfallCalculateInput["classes"];
  upTo: Paise;
}) {
  const data = useMemo(
    () =>
      payoutCurve(classes, upTo, STEPS).map((point) => ({
        exit: compactInr.format(chartAmount(fromPaise(point.exitValue))),
        ...Object.fromEntries(point.payouts.map((p, i) => [`c${i}`, chartAmount(fromPaise(p.amount))])),
      })),
    [classes, upTo],
  );
  return (
    <LineChart
      h={300}
      data={data}
      dataKey="exit"
      // Keys rather than class names: recharts reads a dot in a key as a path.
      series={classes.map((c, i) => ({ name: `c${i}`, label: c.name, color: COLORS[i % COLORS.length] }))}
      withLegend
      curveType="linear"
      withDots={false}
      xAxisLabel="Exit value"
      yAxisLabel="Payout"
      valueFormatter={(value) => formatWholeRupees(value.toFixed(2))}
      yAxisProps={{ tickFormatter: (value: number) => compactInr.format(value), width: 80 }}
    />
  );
}
