/**
 * An SVG chart's viewBox (width x height) and, inside it, the insets of the plot: the values run from the
 * plot's top to its bottom edge and the points from its left to its right edge.
 */
export interface ChartFrame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}
