// Being built (issue 4): the repeating order alert.
export function OrderAlert() {
  return null;
}
