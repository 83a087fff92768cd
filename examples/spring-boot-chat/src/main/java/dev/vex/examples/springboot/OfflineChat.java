package dev.vex.examples.springboot;

import dev.vex.simulator.OllamaSimulator;
import dev.vex.simulator.Reply;
import dev.vex.testkit.RecordedSource;
import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.SpringApplication;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The chat application with no network: Vex's Ollama simulator plays a small model that invents a
 * bitcoin price, and CoinGecko's recorded market data (BTC at 65,603 USD) is served over HTTP on
 * loopback. Ask it {@code What is the bitcoin price?} and the reply carries the recorded figure.
 */
public final class OfflineChat implements AutoCloseable {
  /** What the simulated model says to every question: a figure it made up. */
  public static final String INVENTED = "Bitcoin is trading at 97,250 USD right now.";

  private final OllamaSimulator model = OllamaSimulator.start();
  private final RecordedSource coinGecko = RecordedSource.coinGecko();

  /** Starts the simulated model and the recorded source. */
  public OfflineChat() {
    model.setDispatcher(request -> Reply.text(INVENTED));
  }

  /**
   * Returns the Spring Boot arguments that point the starter at the simulator and the recording,
   * with every other source off.
   *
   * @return {@code --name=value} arguments
   */
  public List<String> arguments() {
    List<String> args = new ArrayList<>();
    args.add("--vex.ollama.base-urls=" + model.baseUrl());
    args.add("--vex.grounding.kinds.crypto.base-url=" + coinGecko.baseUrl());
    for (String kind :
        List.of(
            "weather", "news", "search", "stocks", "recipes", "sports", "currency", "translate")) {
      args.add("--vex.grounding.kinds." + kind + ".enabled=false");
    }
    return args;
  }

  /**
   * Returns how many requests the recorded source answered.
   *
   * @return the count
   */
  public int sourceRequests() {
    return coinGecko.requests();
  }

  @Override
  public void close() {
    try (coinGecko) {
      model.close();
    }
  }

  /**
   * Runs the application offline until it is stopped (Ctrl-C).
   *
   * @param args more Spring Boot arguments, such as {@code --server.port=8081}
   */
  public static void main(String[] args) {
    OfflineChat offline = new OfflineChat();
    List<String> all = new ArrayList<>(offline.arguments());
    all.addAll(List.of(args));
    ConfigurableApplicationContext ctx =
        SpringApplication.run(ChatApplication.class, all.toArray(String[]::new));
    ctx.addApplicationListener(
        (org.springframework.context.event.ContextClosedEvent e) -> offline.close());
  }
}
