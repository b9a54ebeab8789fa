import type { ChargeCategory } from "@atithi/domain";
import { NumberInput } from "@mantine/core";
import { categoryDefaultsText } from "./charge-form";

/** An optional fee charged as an extra of `category` (cancellation, no-show); blank is none. */
export function FeeInput({
  label,
  category,
  value,
  error,
  onChange,
}: {
  label: string;
  category: ChargeCategory;
  value: number | string;
  error: string | null;
  onChange: (value: number | string) => void;
}) {
  return (
    <NumberInput
      label={label}
      description={`Charged on the folio as an extra: ${categoryDefaultsText(category)}`}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
