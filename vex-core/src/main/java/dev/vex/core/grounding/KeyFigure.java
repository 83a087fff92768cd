package dev.vex.core.grounding;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * A figure a reply must state correctly: a price, a temperature, a score.
 *
 * @param label what it is, for example {@code BTC price}
 * @param value the real value
 * @param unit its unit or currency ({@code USD}, {@code °C}), or empty
 */
public record KeyFigure(String label, BigDecimal value, String unit) {
  /** Validates. */
  public KeyFigure {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(value, "value");
    unit = unit == null ? "" : unit;
  }
}
