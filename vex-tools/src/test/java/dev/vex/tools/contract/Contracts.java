package dev.vex.tools.contract;

import dev.vex.core.tool.Tool;
import dev.vex.tools.calendar.CalendarSource;
import dev.vex.tools.calendar.CalendarTools;
import dev.vex.tools.files.FileTools;
import dev.vex.tools.files.Workspace;
import dev.vex.tools.notes.MarkdownNoteStore;
import dev.vex.tools.notes.NoteTools;
import dev.vex.tools.pdf.PdfTool;
import dev.vex.tools.sandbox.BubblewrapRunner;
import dev.vex.tools.sandbox.SandboxRunner;
import dev.vex.tools.sandbox.ShellTools;
import dev.vex.tools.store.DirectoryFileStore;
import dev.vex.tools.testing.Fixtures;
import dev.vex.tools.web.NetworkPolicy;
import dev.vex.tools.web.WebTools;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Assumptions;

/** The built-in tools, each set up in a sandbox folder for the contract's hostile calls. */
final class Contracts {
  private Contracts() {}

  static Tool fileTool(Path tmp, String name) {
    try {
      Path ws = Files.createDirectories(tmp.resolve("ws"));
      Files.writeString(ws.resolve("Oslo"), "Oslo is the capital of Norway.");
      return FileTools.builder(Workspace.of(ws)).build().tools().stream()
          .filter(t -> t.name().equals(name))
          .findFirst()
          .orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Tool noteTool(Path tmp, String name) {
    try {
      return NoteTools.over(MarkdownNoteStore.in(tmp.resolve("notes"))).tools().stream()
          .filter(t -> t.name().equals(name))
          .findFirst()
          .orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Tool pdfTool(Path tmp) {
    try {
      return PdfTool.create(DirectoryFileStore.in(tmp.resolve("files"), "http://127.0.0.1/files/"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Tool calendarTool(Path tmp) {
    try {
      Path ics = Files.write(tmp.resolve("work.ics"), Fixtures.bytes("calendar/google-work.ics"));
      return CalendarTools.builder()
          .clock(Clock.fixed(Instant.parse("2026-03-27T07:00:00Z"), ZoneId.of("Europe/Oslo")))
          .source(CalendarSource.file("Jobb", ics))
          .build()
          .calendarEvents();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static WebTools web(String searxng, Duration timeout) {
    Duration t = timeout.compareTo(Duration.ofMinutes(5)) > 0 ? Duration.ofMinutes(5) : timeout;
    WebTools.Builder b =
        WebTools.builder()
            .networkPolicy(NetworkPolicy.builder().allowLoopback(true).build())
            .timeout(t);
    if (searxng != null) {
      b.searxng(searxng);
    }
    return b.build();
  }

  static Tool shellTool(Path tmp, String name) {
    Assumptions.assumeTrue(BubblewrapRunner.find().isPresent(), "bwrap is not installed");
    try {
      SandboxRunner runner =
          BubblewrapRunner.builder(Files.createDirectories(tmp.resolve("ws"))).build();
      return ShellTools.builder(runner).timeLimit(Duration.ofSeconds(20)).build().tools().stream()
          .filter(t -> t.name().equals(name))
          .findFirst()
          .orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
