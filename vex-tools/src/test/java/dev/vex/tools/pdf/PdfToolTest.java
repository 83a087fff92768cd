package dev.vex.tools.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.tool.Artefact;
import dev.vex.tools.store.FileServer;
import dev.vex.tools.testing.Call;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdfToolTest {
  @TempDir Path tmp;
  private FileServer server;

  @BeforeEach
  void start() throws Exception {
    server = FileServer.start(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), tmp);
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private static final String MARKDOWN =
      """
      # Turplan for Jotunheimen

      Vi går fra **Gjendesheim** over Besseggen. Været: 14 °C.

      ## Pakkeliste

      - Ullundertøy
      - Vindjakke
        - med hette
      - Matpakke med brunost

      1. Sjekk yr.no
      2. Kjøp båtbillett

      | Dag | Strekning | Timer |
      |-----|-----------|-------|
      | Lørdag | Gjendesheim – Memurubu | 6 |
      | Søndag | Memurubu – Gjendebu | 5 |

      ```
      distance_km = 14.5
      ```

      > Husk: Ærlig talt, øvelse gjør mester på Å.
      """;

  @Test
  void theLinkedPdfIsServedOverHttpAsApplicationPdfWithTheSameBytesAndItsTextReadsBack()
      throws Exception {
    Call.Result r =
        Call.run(
            PdfTool.create(server.store()),
            "{\"title\":\"Tur i fjellet æøå\",\"content\":"
                + new com.google.gson.Gson().toJson(MARKDOWN)
                + "}");

    assertThat(r.arguments().artefacts()).hasSize(1);
    Artefact a = r.arguments().artefacts().get(0);
    assertThat(a.mediaType()).isEqualTo("application/pdf");
    assertThat(a.name()).isEqualTo("Tur-i-fjellet-æøå.pdf");
    assertThat(a.link()).startsWith(server.baseUrl().toString()).endsWith(a.id());
    assertThat(r.text()).isEqualTo("Saved the PDF \"Tur-i-fjellet-æøå.pdf\" (1 page): " + a.link());

    HttpResponse<byte[]> got =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create(a.link())).build(),
                HttpResponse.BodyHandlers.ofByteArray());
    assertThat(got.statusCode()).isEqualTo(200);
    assertThat(got.headers().firstValue("Content-Type")).hasValue("application/pdf");
    byte[] stored = java.nio.file.Files.readAllBytes(tmp.resolve(a.id()));
    assertThat(got.body()).isEqualTo(stored);
    assertThat(new String(got.body(), 0, 5, java.nio.charset.StandardCharsets.US_ASCII))
        .isEqualTo("%PDF-");

    String text;
    try (PDDocument doc = Loader.loadPDF(got.body())) {
      text = new PDFTextStripper().getText(doc);
      assertThat(doc.getDocumentInformation().getTitle()).isEqualTo("Tur i fjellet æøå");
    }
    assertThat(text)
        .contains(
            "Tur i fjellet æøå",
            "Turplan for Jotunheimen",
            "Vi går fra Gjendesheim over Besseggen. Været: 14 °C.",
            "Pakkeliste",
            "Ullundertøy",
            "med hette",
            "Matpakke med brunost",
            "Kjøp båtbillett",
            "Gjendesheim – Memurubu",
            "Søndag",
            "distance_km = 14.5",
            "Husk: Ærlig talt, øvelse gjør mester på Å.");
    assertThat(text).doesNotContain("**", "|---", "```");
  }

  @Test
  void unknownIdsAndOtherMethodsAreRefusedByTheFileServer() throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    HttpResponse<String> missing =
        http.send(
            HttpRequest.newBuilder(server.baseUrl().resolve("00000000-0000-0000-0000-000000000000"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(missing.statusCode()).isEqualTo(404);
    HttpResponse<String> traversal =
        http.send(
            HttpRequest.newBuilder(URI.create(server.baseUrl() + "..%2F..%2Fetc%2Fpasswd")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(traversal.statusCode()).isEqualTo(404);
    HttpResponse<String> put =
        http.send(
            HttpRequest.newBuilder(server.baseUrl().resolve("x"))
                .PUT(HttpRequest.BodyPublishers.ofString("x"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(put.statusCode()).isEqualTo(405);
  }

  @Test
  void oversizedInputIsRefusedBeforeRendering() {
    String big = "a".repeat(PdfTool.MAX_INPUT + 1);
    assertThatThrownBy(
            () ->
                Call.run(
                    PdfTool.create(server.store()),
                    "{\"title\":\"t\",\"content\":\"" + big + "\"}"))
        .hasMessageContaining("the limit is 100000");
    assertThat(tmp.toFile().list()).isEmpty();
  }

  @Test
  void deeplyNestedQuotesListsAndWideTablesAreDrawnWithinBounds() throws Exception {
    String quotes = ">".repeat(20_000) + " dypt sitat\n\n";
    StringBuilder lists = new StringBuilder();
    for (int i = 0; i < 40; i++) {
      lists.append("  ".repeat(i)).append("- nivå ").append(i).append('\n');
    }
    String wide =
        "|" + "k|".repeat(200) + "\n|" + "-|".repeat(200) + "\n|" + "v|".repeat(200) + "\n";
    String content = quotes + lists + "\n" + wide;
    Call.Result r =
        Call.run(
            PdfTool.create(server.store()),
            "{\"title\":\"Dypt\",\"content\":" + new com.google.gson.Gson().toJson(content) + "}");
    byte[] pdf =
        java.nio.file.Files.readAllBytes(tmp.resolve(r.arguments().artefacts().get(0).id()));
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      String text = new PDFTextStripper().getText(doc);
      assertThat(text).contains("dypt sitat", "nivå 0", "nivå 39");
    }
  }

  @Test
  void pdfsMadeAtTheSameTimeEachHoldTheirOwnText() throws Exception {
    dev.vex.core.tool.Tool tool = PdfTool.create(server.store());
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(4);
    try {
      java.util.List<java.util.concurrent.Future<Call.Result>> made = new java.util.ArrayList<>();
      for (int i = 0; i < 8; i++) {
        String word = "Fjord" + i + " æøå";
        made.add(
            pool.submit(() -> Call.run(tool, "{\"title\":\"t\",\"content\":\"" + word + "\"}")));
      }
      for (int i = 0; i < 8; i++) {
        String id = made.get(i).get().arguments().artefacts().get(0).id();
        try (PDDocument doc = Loader.loadPDF(java.nio.file.Files.readAllBytes(tmp.resolve(id)))) {
          assertThat(new PDFTextStripper().getText(doc)).contains("Fjord" + i + " æøå");
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void htmlInTheInputIsPrintedAsTextNotInterpreted() throws Exception {
    Call.Result r =
        Call.run(
            PdfTool.create(server.store()),
            "{\"title\":\"\",\"content\":\"<script>alert(1)</script>\\n\\nplain\"}");
    byte[] pdf =
        java.nio.file.Files.readAllBytes(tmp.resolve(r.arguments().artefacts().get(0).id()));
    try (PDDocument doc = Loader.loadPDF(pdf)) {
      assertThat(new PDFTextStripper().getText(doc)).contains("<script>alert(1)</script>", "plain");
    }
  }
}
