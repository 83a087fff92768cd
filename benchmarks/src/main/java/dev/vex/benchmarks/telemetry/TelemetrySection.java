package dev.vex.benchmarks.telemetry;

import dev.vex.benchmarks.Report;
import dev.vex.benchmarks.Section;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Section {@code telemetry}: {@link TelemetryComparison}, the cost of {@code vex-opentelemetry} on
 * the tool turn. The no-op contender's overhead should be within noise: its p50 target is at most
 * 1.05 times the turn without telemetry.
 */
public final class TelemetrySection implements Section {
  static final String OFF = "the same tool turn, telemetry off";

  @Override
  public String name() {
    return "telemetry";
  }

  @Override
  public Run run(Settings settings) throws Exception {
    TelemetryComparison.Result r =
        settings.full()
            ? TelemetryComparison.run(3000, 5, 3000)
            : TelemetryComparison.run(1000, 3, 2000);
    double[] noop = r.ratios().get(TelemetryComparison.CLIENTS.get(1));
    double[] sdk = r.ratios().get(TelemetryComparison.CLIENTS.get(2));
    double[] dropped = r.ratios().get(TelemetryComparison.CLIENTS.get(3));
    return new Run(
        markdown(r, settings.command(name())),
        List.of(
            Headline.ratio("tool turn p50, no-op OpenTelemetry", OFF, noop[0], Target.atMost(1.05)),
            Headline.ratio("tool turn allocation, no-op OpenTelemetry", OFF, noop[3], null),
            Headline.ratio("tool turn p50, OpenTelemetry SDK in memory", OFF, sdk[0], null),
            Headline.ratio(
                "tool turn 8-thread throughput, OpenTelemetry SDK in memory", OFF, sdk[2], null),
            Headline.ratio("tool turn allocation, OpenTelemetry SDK in memory", OFF, sdk[3], null),
            Headline.ratio(
                "tool turn p50, OpenTelemetry SDK, sampler drops all", OFF, dropped[0], null),
            Headline.ratio(
                "tool turn allocation, OpenTelemetry SDK, sampler drops all",
                OFF,
                dropped[3],
                null)));
  }

  static String markdown(TelemetryComparison.Result r, String command) {
    List<String> c = TelemetryComparison.CLIENTS;
    StringBuilder b = new StringBuilder("## Telemetry: the tool turn with vex-opentelemetry\n\n");
    b.append(
        String.format(
            Locale.ROOT,
            "The two-round tool turn of the tool-turn section, through one Vex `Agent` on one"
                + " loopback `OllamaSimulator`: (1) without telemetry; (2) with"
                + " `VexTelemetry.listenerForTurn()` over `OpenTelemetry.noop()`, what a host"
                + " without the SDK gets; (3) with it over the OpenTelemetry SDK, every span to an"
                + " in-memory exporter through a simple span processor and every metric to an"
                + " in-memory reader (%d spans a turn, checked before measuring); (4) with it over"
                + " the SDK whose sampler drops every span, metrics still recorded (no span"
                + " exported, checked). Blocks of %d turns alternate between the four, %d blocks; figures are medians over blocks,"
                + " ratios the medians of per-block ratios to the turn without telemetry. Lower is"
                + " better except throughput.%n%n",
            r.spansPerTurn(),
            r.turns(),
            r.blocks()));
    b.append("| measure | ")
        .append(String.join(" | ", c))
        .append(" | ")
        .append(c.get(1))
        .append(" / off | ")
        .append(c.get(2))
        .append(" / off | ")
        .append(c.get(3))
        .append(" / off |\n|---|---|---|---|---|---|---|---|\n");
    Map<String, TelemetryComparison.Figures> f = r.figures();
    double[] noop = r.ratios().get(c.get(1));
    double[] sdk = r.ratios().get(c.get(2));
    double[] dropped = r.ratios().get(c.get(3));
    String[] names = {
      "p50 latency",
      "p90 latency",
      "8-thread throughput",
      "allocation per turn",
      "client CPU per turn"
    };
    for (int i = 0; i < names.length; i++) {
      b.append("| ").append(names[i]);
      for (String client : c) {
        b.append(" | ").append(format(i, f.get(client)));
      }
      b.append(
          String.format(Locale.ROOT, " | %.2f | %.2f | %.2f |%n", noop[i], sdk[i], dropped[i]));
    }
    b.append(
        String.format(
            Locale.ROOT,
            "%nWarm-up: %d turns per contender until the JIT compilers were quiet%s.%n%nReproduce:"
                + " `%s`%n",
            r.warmUp().turnsPerClient(),
            r.warmUp().settled() ? "" : " (they had not settled when the warm-up ended)",
            command));
    return b.toString();
  }

  private static String format(int measure, TelemetryComparison.Figures f) {
    return switch (measure) {
      case 0 -> Report.us(f.p50Micros());
      case 1 -> Report.us(f.p90Micros());
      case 2 -> Report.perSecond(f.turnsPerSecond());
      case 3 -> Report.kb(f.bytesPerTurn());
      default -> Report.us(f.cpuMicrosPerTurn());
    };
  }
}
