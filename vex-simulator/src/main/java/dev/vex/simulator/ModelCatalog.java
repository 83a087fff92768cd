package dev.vex.simulator;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The simulated model store: lookup, {@code /api/tags}, {@code /api/show}, {@code /api/ps}. */
final class ModelCatalog {
  private static final Instant MODIFIED = Instant.parse("2025-08-14T22:49:43.634137516Z");
  private static final Instant FOREVER = Instant.parse("2318-07-23T00:00:00Z");

  private record Loaded(Instant expiresAt, int contextLength) {}

  private final List<SimModel> models;
  private final Map<String, Loaded> loaded = new LinkedHashMap<>();
  private final Map<String, Instant> modified = new java.util.concurrent.ConcurrentHashMap<>();
  private final Profile profile;

  /**
   * The given models were modified an hour apart, the first most recently, so that {@code
   * /api/tags}, sorted newest first as Ollama sorts it, lists them in the order given.
   */
  ModelCatalog(List<SimModel> models, Profile profile) {
    this.models = new java.util.concurrent.CopyOnWriteArrayList<>(models);
    this.profile = profile;
    for (int i = 0; i < models.size(); i++) {
      modified.put(models.get(i).name(), MODIFIED.minusSeconds(i * 3600L));
    }
  }

  /** Adds a model, as a finished pull does; a model already there is kept. */
  synchronized void add(SimModel model) {
    if (find(model.name()) == null) {
      modified.put(model.name(), Instant.now());
      models.add(model);
    }
  }

  /** Removes a model, as {@code DELETE /api/delete} does; false when there was none. */
  synchronized boolean remove(SimModel model) {
    unload(model);
    modified.remove(model.name());
    return models.remove(model);
  }

  /** When the model's manifest was last written: {@code modified_at}, and OpenAI's created. */
  Instant modifiedAt(SimModel m) {
    return modified.getOrDefault(m.name(), MODIFIED);
  }

  List<SimModel> models() {
    return models;
  }

  /**
   * Finds a model as Ollama's {@code getExistingName(model.ParseName(name))} does (types/model/
   * name.go, server/images.go at v0.12.10): the host defaults to {@code registry.ollama.ai}, the
   * namespace to {@code library} and the tag to {@code latest}, so {@code qwen2.5:3b}, {@code
   * library/qwen2.5:3b} and {@code registry.ollama.ai/library/qwen2.5:3b} name one model; case is
   * ignored.
   */
  SimModel find(String requested) {
    if (requested == null || requested.isBlank()) {
      return null;
    }
    String full = canonical(requested);
    for (SimModel m : models) {
      if (canonical(m.name()).equals(full)) {
        return m;
      }
    }
    return null;
  }

  /** {@code host/namespace/model:tag} in lower case, with Ollama's defaults filled in. */
  static String canonical(String name) {
    String n = name.strip();
    int at = n.indexOf('@');
    if (at >= 0) {
      n = n.substring(0, at); // a digest does not change which model is named
    }
    n = SimModel.withTag(n);
    String[] parts = n.split("/", -1);
    String host = "registry.ollama.ai";
    String namespace = "library";
    String model = parts[parts.length - 1];
    if (parts.length >= 2) {
      namespace = parts[parts.length - 2];
    }
    if (parts.length >= 3) {
      host = String.join("/", java.util.Arrays.copyOf(parts, parts.length - 2));
    }
    return (host + "/" + namespace + "/" + model).toLowerCase(Locale.ROOT);
  }

  /** The name as Ollama spells it in capability errors: {@code registry.ollama.ai/library/x:t}. */
  static String registryName(SimModel m) {
    String name = m.name();
    long slashes = name.chars().filter(c -> c == '/').count();
    if (slashes == 0) {
      return "registry.ollama.ai/library/" + name;
    }
    return slashes == 1 ? "registry.ollama.ai/" + name : name;
  }

  synchronized void touch(SimModel m, Duration keepAlive, int contextLength) {
    Instant expires = keepAlive == null ? FOREVER : Instant.now().plus(keepAlive);
    loaded.put(m.name(), new Loaded(expires, contextLength));
  }

  /** Whether the model is loaded now (touched and not expired): a request for it is warm. */
  synchronized boolean isLoaded(SimModel m) {
    Loaded l = loaded.get(m.name());
    return l != null && !l.expiresAt().isBefore(Instant.now());
  }

  synchronized void unload(SimModel m) {
    loaded.remove(m.name());
  }

  /** The models newest first, as server/routes.go {@code ListHandler} sorts them. */
  List<SimModel> newestFirst() {
    List<SimModel> sorted = new ArrayList<>(models);
    sorted.sort(Comparator.comparing(this::modifiedAt).reversed());
    return sorted;
  }

  JsonObject tags() {
    JsonArray list = new JsonArray();
    for (SimModel m : newestFirst()) {
      JsonObject o = new JsonObject();
      o.addProperty("name", m.name());
      o.addProperty("model", m.name());
      o.addProperty("modified_at", GoTime.local(modifiedAt(m)));
      o.addProperty("size", m.size());
      o.addProperty("digest", digest(m));
      o.add("details", details(m));
      if (profile.listCapabilities()) {
        o.add("capabilities", capabilities(m));
      }
      list.add(o);
    }
    JsonObject root = new JsonObject();
    root.add("models", list);
    return root;
  }

  synchronized JsonObject ps() {
    Instant now = Instant.now();
    loaded.values().removeIf(l -> l.expiresAt().isBefore(now));
    List<Map.Entry<String, Loaded>> entries = new ArrayList<>(loaded.entrySet());
    entries.sort(
        Comparator.comparing((Map.Entry<String, Loaded> e) -> e.getValue().expiresAt()).reversed());
    JsonArray list = new JsonArray();
    for (Map.Entry<String, Loaded> e : entries) {
      SimModel m = find(e.getKey());
      JsonObject o = new JsonObject();
      o.addProperty("name", m.name());
      o.addProperty("model", m.name());
      o.addProperty("size", m.size());
      o.addProperty("digest", digest(m));
      o.add("details", details(m));
      o.addProperty("expires_at", GoTime.local(e.getValue().expiresAt()));
      o.addProperty("size_vram", m.size());
      o.addProperty("context_length", e.getValue().contextLength());
      list.add(o);
    }
    JsonObject root = new JsonObject();
    root.add("models", list);
    return root;
  }

  JsonObject show(SimModel m) {
    String template = Templates.template(m);
    JsonObject o = new JsonObject();
    o.addProperty("modelfile", Templates.modelfile(m, digest(m), template));
    o.addProperty("parameters", Templates.parameters(m));
    o.addProperty("template", template);
    o.add("details", details(m));
    o.add("model_info", modelInfo(m));
    o.add("capabilities", capabilities(m));
    o.addProperty("modified_at", GoTime.local(modifiedAt(m)));
    return o;
  }

  private static JsonObject details(SimModel m) {
    JsonObject d = new JsonObject();
    d.addProperty("parent_model", "");
    d.addProperty("format", "gguf");
    d.addProperty("family", m.family());
    JsonArray families = new JsonArray();
    families.add(m.family());
    if (m.supports("vision") && m.family().equals("llama")) {
      families.add("clip");
    }
    d.add("families", families);
    d.addProperty("parameter_size", m.parameterSize());
    d.addProperty("quantization_level", m.quantizationLevel());
    return d;
  }

  private static JsonObject modelInfo(SimModel m) {
    String arch = m.family();
    JsonObject info = new JsonObject();
    info.addProperty("general.architecture", arch);
    info.addProperty("general.file_type", 15);
    info.addProperty("general.parameter_count", Math.round(m.size() / 0.62));
    info.addProperty("general.quantization_version", 2);
    info.addProperty(arch + ".attention.head_count", 16);
    info.addProperty(arch + ".attention.head_count_kv", 8);
    info.addProperty(arch + ".block_count", 36);
    info.addProperty(arch + ".context_length", m.contextLength());
    info.addProperty(arch + ".embedding_length", 2048);
    if (m.supports("vision")) {
      info.addProperty(arch + ".vision.block_count", 27);
      info.addProperty(arch + ".vision.embedding_length", 1152);
      info.addProperty(arch + ".vision.image_size", 896);
      info.addProperty(arch + ".vision.patch_size", 14);
    }
    info.addProperty("tokenizer.ggml.model", "gpt2");
    info.add("tokenizer.ggml.tokens", null);
    return info;
  }

  private static JsonArray capabilities(SimModel m) {
    JsonArray caps = new JsonArray();
    m.capabilities().forEach(caps::add);
    return caps;
  }

  static String digest(SimModel m) {
    try {
      byte[] hash =
          MessageDigest.getInstance("SHA-256").digest(m.name().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(hash);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
