package dev.vex.core.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.math.BigDecimal;
import java.time.Duration;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Numbers from the model, generated with long digit runs and exponents up to twelve digits: binding
 * takes bounded work, an accepted integer is exactly the literal's value and fits a long, an
 * accepted number is a finite double, and a refusal names the argument. Fixed seed, small budget.
 */
class ArgumentBinderPropertiesTest {
  private static final ObjectSchema SCHEMA =
      ObjectSchema.builder()
          .requiredInteger("days", "Days")
          .property("lat", JsonSchema.number("Latitude"), false)
          .build();
  private static final Duration GENEROUS = Duration.ofSeconds(30); // only a hang fails

  @Property(tries = 500, seed = "20261203")
  void anIntegerIsExactOrRefusedByName(@ForAll("literals") String literal) {
    ArgumentBinding b =
        assertTimeoutPreemptively(GENEROUS, () -> SCHEMA.bind("{\"days\":" + literal + "}"));
    if (b.ok()) {
      long v = (Long) b.arguments().get("days");
      String n = literal.replace("\"", "");
      assertThat(new BigDecimal(n).compareTo(BigDecimal.valueOf(v))).isZero();
    } else {
      assertThat(b.problems()).singleElement().asString().contains("'days'");
    }
  }

  @Property(tries = 500, seed = "20261203")
  void aNumberIsFiniteOrRefusedByName(@ForAll("literals") String literal) {
    ArgumentBinding b =
        assertTimeoutPreemptively(
            GENEROUS, () -> SCHEMA.bind("{\"days\":1,\"lat\":" + literal + "}"));
    if (b.ok()) {
      assertThat(Double.isFinite(new ToolArguments(b.arguments()).number("lat"))).isTrue();
    } else {
      assertThat(b.problems()).singleElement().asString().contains("'lat'");
    }
  }

  @Provide
  Arbitrary<String> literals() {
    Arbitrary<String> digits =
        Arbitraries.oneOf(
            Arbitraries.strings().numeric().ofMinLength(1).ofMaxLength(25),
            Arbitraries.strings().numeric().ofMinLength(90).ofMaxLength(5_000));
    Arbitrary<String> exponent =
        Arbitraries.oneOf(
            Arbitraries.just(""),
            Arbitraries.strings()
                .numeric()
                .ofMinLength(1)
                .ofMaxLength(12)
                .flatMap(e -> Arbitraries.of("e", "E", "e+", "e-").map(p -> p + e)));
    return Combinators.combine(
            Arbitraries.of("", "-"),
            digits,
            Arbitraries.oneOf(Arbitraries.just(""), digits.map(d -> "." + d)),
            exponent,
            Arbitraries.of(false, true))
        .as(
            (sign, whole, fraction, exp, quoted) -> {
              String n = sign + whole + fraction + exp;
              return quoted ? "\"" + n + "\"" : n;
            });
  }
}
