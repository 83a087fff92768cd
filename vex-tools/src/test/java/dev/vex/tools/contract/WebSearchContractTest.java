package dev.vex.tools.contract;

import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;
import java.time.Duration;
import java.util.Optional;

/** The tool contract from vex-testkit, held by a built-in tool (Web). */
class WebSearchContractTest extends ToolContract {
  @Override
  protected Tool tool() {
    return Contracts.web("http://127.0.0.1:9", Duration.ofSeconds(5)).webSearch().orElseThrow();
  }

  @Override
  protected Optional<Tool> toolAgainst(String baseUrl, Duration timeout) {
    return Contracts.web(baseUrl, timeout).webSearch();
  }
}
