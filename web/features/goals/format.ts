// How goals read: whole numbers with thousands separators ('1,850'), as the daily totals are rounded.
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export const formatWhole = (n: number) => whole.format(Math.round(n));
