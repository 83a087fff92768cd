package dev.vex.simulator;

/** Compares Ollama version strings such as {@code 0.12.10} or {@code 0.13.0-rc2}. */
final class Versions {
  private Versions() {}

  static boolean atLeast(String version, int major, int minor, int patch) {
    int[] v = parse(version);
    if (v[0] != major) {
      return v[0] > major;
    }
    if (v[1] != minor) {
      return v[1] > minor;
    }
    return v[2] >= patch;
  }

  static int[] parse(String version) {
    String core = version.strip().replaceFirst("^v", "").replaceFirst("[-+].*$", "");
    String[] parts = core.split("\\.");
    int[] out = new int[3];
    for (int i = 0; i < 3 && i < parts.length; i++) {
      try {
        out[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not an Ollama version: " + version, e);
      }
    }
    return out;
  }
}
