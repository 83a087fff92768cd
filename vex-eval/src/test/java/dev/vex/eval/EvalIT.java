package dev.vex.eval;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/** The built-in eval on a real Ollama: runs only when {@code OLLAMA_HOST} is set. */
@EnabledIfEnvironmentVariable(named = "OLLAMA_HOST", matches = ".+")
class EvalIT {
  @Test
  void aRealModelThroughVexStatesNoInventedFigureAndNoOffListLink() {
    String host = System.getenv("OLLAMA_HOST");
    EvalReport report =
        EvalRunner.builder()
            .ollama(
                host.startsWith("http") ? host : "http://" + host,
                System.getenv().getOrDefault("VEX_MODEL", "qwen2.5:3b"))
            .scenarios(ScenarioLoader.builtIn())
            .build()
            .run();
    System.out.println(report.table());

    assertThat(report.vexOffList()).isZero();
    assertThat(report.vexHallucinated()).isLessThanOrEqualTo(report.aloneHallucinated());
  }
}
