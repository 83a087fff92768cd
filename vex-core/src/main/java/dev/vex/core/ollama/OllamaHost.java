package dev.vex.core.ollama;

import java.net.URI;
import java.util.Map;

/** Parses {@code OLLAMA_HOST} the way Ollama does: scheme, host and port each optional. */
final class OllamaHost {
  private OllamaHost() {}

  static URI fromEnvironment(Map<String, String> env) {
    String host = env.get("OLLAMA_HOST");
    return parse(host == null || host.isBlank() ? "http://127.0.0.1:11434" : host);
  }

  static URI parse(String value) {
    String v = value.strip();
    String scheme = "http";
    int sep = v.indexOf("://");
    if (sep >= 0) {
      scheme = v.substring(0, sep);
      v = v.substring(sep + 3);
    }
    String path = "";
    int slash = v.indexOf('/');
    if (slash >= 0) {
      path = v.substring(slash);
      v = v.substring(0, slash);
    }
    String host = v;
    String port = "https".equals(scheme) ? "443" : "11434";
    int colon = v.lastIndexOf(':');
    if (colon >= 0 && !v.endsWith("]")) {
      host = v.substring(0, colon);
      port = v.substring(colon + 1);
    }
    if (host.isEmpty()) {
      host = "127.0.0.1";
    }
    if (!"http".equals(scheme) && !"https".equals(scheme)) {
      throw new IllegalArgumentException("Ollama URL must be http or https: " + value);
    }
    try {
      Integer.parseInt(port);
      URI uri = URI.create(scheme + "://" + host + ":" + port + stripTrailingSlash(path));
      if (uri.getHost() == null) {
        throw new IllegalArgumentException("not a host: " + value);
      }
      return uri;
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("not a valid Ollama URL: " + value, e);
    }
  }

  private static String stripTrailingSlash(String path) {
    return path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
  }
}
