package dev.vex.tools.vision;

import static dev.vex.tools.testing.Call.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vex.core.tool.Tool;
import dev.vex.simulator.RecordedRequest;
import dev.vex.simulator.Reply;
import dev.vex.tools.files.Workspace;
import dev.vex.tools.testing.SimulatorBase;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ImageToolTest extends SimulatorBase {
  @TempDir Path tmp;
  private Workspace ws;
  private byte[] png;

  @BeforeEach
  void image() throws Exception {
    ws = Workspace.of(tmp);
    BufferedImage img = new BufferedImage(4, 4, BufferedImage.TYPE_INT_RGB);
    img.setRGB(1, 1, 0xff0000);
    ImageIO.write(img, "png", tmp.resolve("receipt.png").toFile());
    png = Files.readAllBytes(tmp.resolve("receipt.png"));
  }

  private List<Tool> tools(String... models) {
    return List.of(ImageTool.builder(ws, client()).models(models).build().tool());
  }

  @Test
  void theImageGoesToTheVisionModelAndItsDescriptionComesBack() throws Exception {
    sim.enqueue(Reply.text("A receipt from Rema 1000, total 189,50 kr."));

    String out =
        call(
            tools("llava:7b"),
            "analyze_image",
            "{\"path\":\"receipt.png\",\"question\":\"Total?\"}");

    assertThat(out)
        .isEqualTo(
            "Image receipt.png (seen by llava:7b):\nA receipt from Rema 1000, total 189,50 kr.");
    RecordedRequest r = sim.chatRequests().get(0);
    assertThat(r.model()).isEqualTo("llava:7b");
    assertThat(r.images()).containsExactly(Base64.getEncoder().encodeToString(png));
    assertThat(r.lastMessage().get("content").getAsString()).isEqualTo("Total?");
  }

  @Test
  void aMissingOrFailingVisionModelFallsBackToTheNextConfiguredOne() throws Exception {
    sim.setDispatcher(
        r ->
            r.model().equals("llava:7b")
                ? Reply.error(500, "llama runner process has terminated: signal: killed")
                : Reply.text("A small red dot."));

    String out =
        call(
            tools("llava:13b", "llava:7b", "gemma3:4b"),
            "analyze_image",
            "{\"path\":\"receipt.png\"}");

    assertThat(out).isEqualTo("Image receipt.png (seen by gemma3:4b):\nA small red dot.");
    assertThat(sim.chatRequests())
        .extracting(RecordedRequest::model)
        .contains("llava:7b", "gemma3:4b");
  }

  @Test
  void whenEveryVisionModelFailsTheToolSaysWhatEachSaid() {
    sim.setDispatcher(r -> Reply.error(500, "model runner has unexpectedly stopped"));
    assertThatThrownBy(
            () ->
                call(tools("llava:13b", "llava:7b"), "analyze_image", "{\"path\":\"receipt.png\"}"))
        .hasMessageContaining("no vision model could look at the image")
        .hasMessageContaining("llava:13b: ")
        .hasMessageContaining("llava:7b: ");
  }

  @Test
  void nonImagesPathsOutsideAndOversizedFilesAreRefusedBeforeAnyModelCall() throws Exception {
    Files.writeString(tmp.resolve("notes.txt"), "not an image");
    assertThatThrownBy(() -> call(tools("llava:7b"), "analyze_image", "{\"path\":\"notes.txt\"}"))
        .hasMessageContaining("not a PNG, JPEG, GIF or WebP image");
    assertThatThrownBy(() -> call(tools("llava:7b"), "analyze_image", "{\"path\":\"../x.png\"}"))
        .hasMessageContaining("is refused");
    Files.write(tmp.resolve("huge.png"), new byte[2048]);
    List<Tool> small = List.of(ImageTool.builder(ws, client()).maxBytes(1024).build().tool());
    assertThatThrownBy(() -> call(small, "analyze_image", "{\"path\":\"huge.png\"}"))
        .hasMessageContaining("the limit is 1024");
    assertThat(sim.chatRequests()).isEmpty();
  }
}
