package dev.vex.examples;

/** Placeholder. */
public final class OfflineDemo {
  private OfflineDemo() {}

  /**
   * Runs the demo.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    System.out.println("demo");
  }
}
