package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class AskModelTest {
  private static byte[] written(AskModel m) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      m.write(out);
    }
    return bytes.toByteArray();
  }

  @Test
  void theWrittenWeightsScoreEveryTuningMessageAsTheTrainedModelAndTakeAThirdOfTheSpace()
      throws IOException {
    List<AskModel.Example> examples = AskModel.read(AskModel.TABLES);
    AskModel trained = AskModel.train(examples, AskModel.SETTINGS);
    byte[] file = written(trained);
    AskModel read = AskModel.read(new DataInputStream(new ByteArrayInputStream(file)));

    double worst = 0;
    for (AskModel.Example e : examples) {
      double a = trained.ask(e.text(), e.kinds());
      double b = read.ask(e.text(), e.kinds());
      worst = Math.max(worst, Math.abs(a - b));
      // session 31: outside the quantizer's move of a probability (under 1e-2, asserted below);
      // with 1e-3 a retraining left "... could you just search the internet for it" at 0.5057,
      // read back at 0.4983 (#21)
      if (Math.abs(a - 0.5) > 1e-2) {
        assertThat(b >= 0.5).as(e.raw()).isEqualTo(a >= 0.5);
      }
    }
    // session 30: 10-bit weights (were 16-bit) move a probability by at most 0.0056 on the tuning
    // tables (was under 1e-3), and no verdict at 0.5 outside 1e-3 of it
    assertThat(worst).isLessThan(1e-2);
    // float indices and weights took 8 bytes per weight (200,376 bytes); this takes about 3
    // session 19: 11,123 tuning rows (frozen parts 1-5 and tune7 added) give more non-zero weights
    // (94,022 bytes); the bound is now per weight, about 3 bytes each against the 8 of floats
    int weights = java.nio.ByteBuffer.wrap(file, 16, 4).getInt();
    assertThat(file.length).isLessThan((int) (3.1 * weights) + 64);
    // session 21: tune9 (803 rows more) gives 100,451 bytes; the per-weight bound above holds
    assertThat(file.length).isLessThan(104_000);
  }

  @Test
  void theShippedWeightsWrittenAgainAreTheSameBytesAndDeflateSmallerThanGapsAndInterleavedValues()
      throws IOException {
    byte[] file = written(AskModel.shipped());
    AskModel read = AskModel.read(new DataInputStream(new ByteArrayInputStream(file)));
    assertThat(written(read)).isEqualTo(file);
    int weights = java.nio.ByteBuffer.wrap(file, 16, 4).getInt();
    // 20 bytes of header, the bitmap of the 2^17 features, a byte per non-zero weight and its two
    // low bits packed four to a byte
    assertThat(file.length).isEqualTo(20 + (1 << 17) / 8 + weights + (weights + 3) / 4);
    java.util.zip.Deflater deflater = new java.util.zip.Deflater();
    deflater.setInput(file);
    deflater.finish();
    byte[] out = new byte[file.length + 1024];
    int deflated = 0;
    while (!deflater.finished()) {
      deflated += deflater.deflate(out);
    }
    deflater.end();
    // session 28 (33,869 weights): varint gaps and interleaved values deflated to 78,408 bytes
    // in the jar, the bitmap and 16-bit byte planes to about 72,000; session 30: 10-bit values to
    // about 45,000
    assertThat(deflated).isLessThan((int) (1.45 * weights));
  }

  @Test
  void theKindsTheRulesFoundAreFeaturesOfTheMessage() {
    String text = ModelInput.masked("hva er temperaturen i Oslo");
    int weather = ModelInput.kindBits("hva er temperaturen i Oslo");
    assertThat(weather).isEqualTo(1);
    assertThat(AskModel.features(text, weather))
        .hasSizeGreaterThan(AskModel.features(text, 0).length);
    assertThat(AskModel.shipped().ask(text, weather)).isNotEqualTo(AskModel.shipped().ask(text, 0));
  }

  @Test
  void aCutShortOrForeignFileIsAnIoErrorNotAModel() throws IOException {
    byte[] file = written(AskModel.shipped());
    byte[] cut = Arrays.copyOf(file, file.length / 2);
    assertThatThrownBy(() -> AskModel.read(new DataInputStream(new ByteArrayInputStream(cut))))
        .isInstanceOf(IOException.class);
    byte[] foreign = file.clone();
    foreign[3] ^= 1;
    assertThatThrownBy(() -> AskModel.read(new DataInputStream(new ByteArrayInputStream(foreign))))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("not an ask model");
  }
}
