package dev.vex.testkit;

import dev.vex.core.tool.Description;
import dev.vex.core.tool.Tool;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A tool made from a Java record ({@code Tool.of(name, description, Record.class, handler)}, the
 * core's record path: schema derived from the components, arguments bound into the record) holds
 * the tool contract, hostile arguments included.
 */
class RecordToolContractTest extends ToolContract {
  record Conversion(
      @Description("The temperature to convert") double value,
      @Description("The unit it is in: C or F") String unit) {}

  @Override
  protected Tool tool() {
    return Tool.of(
        "convert_temperature",
        "Converts a temperature between Celsius and Fahrenheit",
        Conversion.class,
        c -> {
          if (!Double.isFinite(c.value()) || Math.abs(c.value()) > 1e6) {
            throw new IllegalArgumentException("value must be a number below a million");
          }
          BigDecimal v = BigDecimal.valueOf(c.value());
          return switch (c.unit() == null
              ? ""
              : c.unit().strip().toUpperCase(java.util.Locale.ROOT)) {
            case "C" ->
                v.multiply(BigDecimal.valueOf(9))
                        .divide(BigDecimal.valueOf(5), 2, RoundingMode.HALF_UP)
                        .add(BigDecimal.valueOf(32))
                    + " F";
            case "F" ->
                v.subtract(BigDecimal.valueOf(32))
                        .multiply(BigDecimal.valueOf(5))
                        .divide(BigDecimal.valueOf(9), 2, RoundingMode.HALF_UP)
                    + " C";
            default -> throw new IllegalArgumentException("unit must be C or F");
          };
        });
  }
}
