package dev.vex.benchmarks.loop;

/** One two-round tool turn in a fresh JVM through LangChain4j's AI service; for cold start. */
public final class Lc4jColdStartClient {
  private Lc4jColdStartClient() {}

  /**
   * Runs one turn and exits.
   *
   * @param args the simulator's base URL
   */
  public static void main(String[] args) {
    System.out.println(
        new Lc4jToolTurn(args[0], "qwen2.5:3b", "You are a helpful assistant.")
            .turn("What time is it in Oslo?"));
  }
}
