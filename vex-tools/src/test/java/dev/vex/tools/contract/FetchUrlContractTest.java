package dev.vex.tools.contract;

import dev.vex.core.tool.Tool;
import dev.vex.testkit.ToolContract;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The tool contract from vex-testkit, held by a built-in tool (Web). */
class FetchUrlContractTest extends ToolContract {
  private String base = "http://127.0.0.1:9";

  @Override
  protected Tool tool() {
    return Contracts.web(null, Duration.ofSeconds(5)).fetchUrl();
  }

  @Override
  protected Optional<Tool> toolAgainst(String baseUrl, Duration timeout) {
    base = baseUrl;
    return Optional.of(Contracts.web(null, timeout).fetchUrl());
  }

  @Override
  protected List<Map<String, Object>> validArguments() {
    return List.of(Map.of("url", base + "/page"));
  }
}
