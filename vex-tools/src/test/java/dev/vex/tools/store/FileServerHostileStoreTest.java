package dev.vex.tools.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store folder someone else has written to: a file that is a symbolic link leading out of the
 * folder, metadata that is not the store's own. The server answers each with a status over real
 * HTTP, never with a dropped connection or the linked file's bytes.
 */
class FileServerHostileStoreTest {
  @TempDir Path root;
  private FileServer server;
  private final HttpClient http = HttpClient.newHttpClient();

  @AfterEach
  void close() {
    if (server != null) {
      server.close();
    }
  }

  private HttpResponse<String> get(String id) throws Exception {
    return http.send(
        HttpRequest.newBuilder(URI.create(server.baseUrl() + id)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private Path start() throws IOException {
    Path folder = Files.createDirectories(root.resolve("files"));
    server = FileServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), folder);
    return folder;
  }

  @Test
  void aFileLinkedOutOfTheFolderIsNoFileOfTheStore() throws Exception {
    Path folder = start();
    Path secret = Files.writeString(root.resolve("secret.txt"), "the-secret-bytes");
    String id = UUID.randomUUID().toString();
    Files.createSymbolicLink(folder.resolve(id), secret);
    Files.writeString(
        folder.resolve(id + ".json"), "{\"name\":\"a.txt\",\"mediaType\":\"text/plain\"}");

    HttpResponse<String> r = get(id);

    assertThat(r.statusCode()).isEqualTo(404);
    assertThat(r.body()).doesNotContain("the-secret-bytes");
    assertThat(server.store().find(id)).isEmpty();
    assertThat(server.store().open(id)).isEmpty();
  }

  @Test
  void metadataThatIsNotTheStoresOwnIsATypedErrorAndA500() throws Exception {
    Path folder = start();
    String[] bad = {
      "not json at all", "[1,2,3]", "{\"name\":\"a.txt\"}", "{\"name\":{},\"mediaType\":\"x\"}"
    };
    for (String meta : bad) {
      String id = UUID.randomUUID().toString();
      Files.writeString(folder.resolve(id), "bytes");
      Files.writeString(folder.resolve(id + ".json"), meta);

      HttpResponse<String> r = get(id);

      assertThat(r.statusCode()).as(meta).isEqualTo(500);
      assertThat(r.body()).isEqualTo("the file could not be read");
      assertThatThrownBy(() -> server.store().find(id))
          .as(meta)
          .isInstanceOf(IOException.class)
          .hasMessageContaining(id);
    }
  }

  @Test
  void hugeMetadataIsNotReadIntoMemory() throws Exception {
    Path folder = start();
    String id = UUID.randomUUID().toString();
    Files.writeString(folder.resolve(id), "bytes");
    Files.write(
        folder.resolve(id + ".json"),
        ("{\"name\":\"" + "a".repeat(200_000) + "\",\"mediaType\":\"text/plain\"}")
            .getBytes(StandardCharsets.UTF_8));

    assertThat(get(id).statusCode()).isEqualTo(500);
    assertThatThrownBy(() -> server.store().find(id))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("too large");
  }

  @Test
  void aFileTheStoreWroteIsStillServed() throws Exception {
    start();
    StoredFile f =
        server.store().put("a.txt", "text/plain", "hello".getBytes(StandardCharsets.UTF_8));

    HttpResponse<String> r = get(f.id());

    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).isEqualTo("hello");
  }
}
