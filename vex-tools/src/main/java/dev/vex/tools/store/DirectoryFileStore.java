package dev.vex.tools.store;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.vex.tools.files.Workspace;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Files in one folder: {@code <id>} holds the bytes and {@code <id>.json} the name and media type.
 * Ids are random UUIDs, so links cannot be guessed; the link is {@code <linkBase><id>}. Writes are
 * atomic. Thread-safe.
 */
public final class DirectoryFileStore implements FileStore {
  /** The metadata this store writes is a name and a media type: far below this. */
  private static final long MAX_META_BYTES = 64 * 1024;

  private static final Pattern ID =
      Pattern.compile("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");

  private final Workspace folder;
  private final String linkBase;

  private DirectoryFileStore(Workspace folder, String linkBase) {
    this.folder = folder;
    this.linkBase = linkBase;
  }

  /**
   * Keeps files in a folder, creating it when missing.
   *
   * @param folder the folder
   * @param linkBase the start of every link, ending in {@code /}, such as {@code
   *     https://example.org/vex/files/}; the host serves the folder there, for example with {@link
   *     FileServer#handler(FileStore)}
   * @return the store
   * @throws IOException when the folder cannot be created
   */
  public static DirectoryFileStore in(Path folder, String linkBase) throws IOException {
    Objects.requireNonNull(linkBase, "linkBase");
    if (!linkBase.startsWith("http://") && !linkBase.startsWith("https://")) {
      throw new IllegalArgumentException("linkBase must be an http or https URL: " + linkBase);
    }
    Files.createDirectories(folder);
    return new DirectoryFileStore(
        Workspace.of(folder), linkBase.endsWith("/") ? linkBase : linkBase + "/");
  }

  @Override
  public StoredFile put(String name, String mediaType, byte[] bytes) throws IOException {
    String id = UUID.randomUUID().toString();
    JsonObject meta = new JsonObject();
    meta.addProperty("name", name);
    meta.addProperty("mediaType", mediaType);
    folder.writeAtomically(folder.resolve(id), bytes);
    folder.writeAtomically(
        folder.resolve(id + ".json"), meta.toString().getBytes(StandardCharsets.UTF_8));
    return new StoredFile(id, name, mediaType, bytes.length, linkBase + id);
  }

  @Override
  public Optional<StoredFile> find(String id) throws IOException {
    if (id == null || !ID.matcher(id).matches()) {
      return Optional.empty();
    }
    Optional<Path> data = inside(id);
    Optional<Path> meta = inside(id + ".json");
    if (data.isEmpty()
        || meta.isEmpty()
        || !Files.isRegularFile(data.get(), LinkOption.NOFOLLOW_LINKS)
        || !Files.isRegularFile(meta.get(), LinkOption.NOFOLLOW_LINKS)) {
      return Optional.empty();
    }
    if (Files.size(meta.get()) > MAX_META_BYTES) {
      throw new IOException("the metadata of stored file " + id + " is too large to be ours");
    }
    try {
      JsonObject m = JsonParser.parseString(Files.readString(meta.get())).getAsJsonObject();
      return Optional.of(
          new StoredFile(
              id,
              m.get("name").getAsString(),
              m.get("mediaType").getAsString(),
              Files.size(data.get()),
              linkBase + id));
    } catch (RuntimeException e) { // malformed JSON, not an object, a field missing or not text
      throw new IOException("the metadata of stored file " + id + " is unreadable", e);
    }
  }

  @Override
  public Optional<InputStream> open(String id) throws IOException {
    if (find(id).isEmpty()) {
      return Optional.empty();
    }
    Optional<Path> data = inside(id);
    return data.isEmpty() ? Optional.empty() : Optional.of(Files.newInputStream(data.get()));
  }

  /**
   * Resolves a name in the folder; empty when the folder refuses it (a symbolic link leading out of
   * it, for one): such a name is no file of this store.
   */
  private Optional<Path> inside(String name) {
    try {
      return Optional.of(folder.resolve(name));
    } catch (IllegalArgumentException refused) {
      return Optional.empty();
    }
  }
}
