/**
 * Landis & Koch's (1977) wording for a κ: below 0 poor, up to 0.20 slight, 0.40 fair, 0.60
 * moderate, 0.80 substantial, above almost perfect. A convention for reading κ, not a test.
 */
export function landisKoch(kappa: number): string {
  if (kappa < 0) return "poor";
  if (kappa <= 0.2) return "slight";
  if (kappa <= 0.4) return "fair";
  if (kappa <= 0.6) return "moderate";
  if (kappa <= 0.8) return "substantial";
  return "almost perfect";
}

/** `κ (Landis & Koch: moderate)`: a κ's label with its wording, or the name alone when undefined. */
export function kappaLabel(name: string, kappa: number | null): string {
  return kappa === null ? name : `${name} (Landis & Koch: ${landisKoch(kappa)})`;
}
