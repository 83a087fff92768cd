package dev.vex.core.grounding;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * A figure a reply is checked against: a price, a temperature, a score.
 *
 * <p>A <em>required</em> figure is the answer itself (the price asked for, the current temperature,
 * the last score): a reply that leaves it out or states it wrongly is replaced by the real data. An
 * <em>optional</em> figure (the 24-hour change, tomorrow's high, story points) may be left out, but
 * when a reply states a number close to it, it must be right.
 *
 * @param label what it is, for example {@code BTC price}
 * @param value the real value
 * @param unit its unit or currency ({@code USD}, {@code °C}), or empty
 * @param required whether a reply must state it
 */
public record KeyFigure(String label, BigDecimal value, String unit, boolean required) {
  /** Validates. */
  public KeyFigure {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(value, "value");
    unit = unit == null ? "" : unit;
  }

  /**
   * A required figure.
   *
   * @param label what it is
   * @param value the real value
   * @param unit its unit or currency, or empty
   */
  public KeyFigure(String label, BigDecimal value, String unit) {
    this(label, value, unit, true);
  }

  /**
   * A figure a reply may leave out but must not state wrongly.
   *
   * @param label what it is
   * @param value the real value
   * @param unit its unit or currency, or empty
   * @return the figure
   */
  public static KeyFigure optional(String label, BigDecimal value, String unit) {
    return new KeyFigure(label, value, unit, false);
  }
}
