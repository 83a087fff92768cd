package dev.vex.simulator;

/**
 * What the simulator does differently as one Ollama version or another: each switch is the version
 * where Ollama's own source changed, named with the file and the tag or commit it was read from
 * (github.com/ollama/ollama). Behaviour that is the same in every profile lives in the handlers.
 */
final class Profile {
  private final String version;

  Profile(String version) {
    Versions.parse(version);
    this.version = version;
  }

  String version() {
    return version;
  }

  /** api/types.go: {@code ToolCall.ID} is sent from v0.12.10. */
  boolean toolCallIds() {
    return Versions.atLeast(version, 0, 12, 10);
  }

  /** api/types.go: {@code ToolCallFunction.Index} lost its omitempty in v0.12.6. */
  boolean toolIndexAlways() {
    return Versions.atLeast(version, 0, 12, 6);
  }

  /**
   * server/routes.go ChatHandler: from v0.12.5 thinking is refused before scheduling, and the
   * capabilities completion and tools are checked one by one.
   */
  boolean separateCapabilityChecks() {
    return Versions.atLeast(version, 0, 12, 5);
  }

  /**
   * server/routes.go at v0.12.10, ChatHandler and GenerateHandler: "Validate Think value: string
   * values currently only allowed for harmony/gptoss models" answers 400 {@code think value "low"
   * is not supported for this model} for every model whose parser is not harmony (the gpt-oss
   * family, {@code shouldUseHarmony}). Removed by commit 122c68c ("server: loosen thinking level
   * constraint", #14625), first in v0.17.7.
   */
  boolean thinkLevelsOnlyForGptOss() {
    return !Versions.atLeast(version, 0, 17, 7);
  }

  /**
   * api/types.go {@code ListModelResponse}: {@code Capabilities []model.Capability
   * `json:"capabilities,omitempty"`} first appears in v0.30.0; v0.12.10 lists name, model,
   * modified_at, size, digest and details only.
   */
  boolean listCapabilities() {
    return Versions.atLeast(version, 0, 30, 0);
  }

  /**
   * middleware/openai.go {@code BaseWriter.writeError}: at v0.12.10 every error the native handler
   * writes is re-encoded as {@code openai.NewError(http.StatusInternalServerError, ...)}, so its
   * {@code type} is {@code api_error} whatever the status (a 404 model not found included); commit
   * abf8e8e (#14828, first in v0.18.0) passes the real status, giving {@code invalid_request_error}
   * for 400 and {@code not_found_error} for 404. Errors the middleware raises itself (a request it
   * cannot decode) were always typed by their status.
   */
  boolean openAiHandlerErrorsTypedByStatus() {
    return Versions.atLeast(version, 0, 18, 0);
  }

  /** api/types.go {@code ThinkValue}: the level "max" is valid from v0.22.0 (commit c2ebb4d). */
  boolean thinkMax() {
    return Versions.atLeast(version, 0, 22, 0);
  }

  /**
   * openai/openai.go and middleware/openai.go: {@code /v1/embeddings} reads {@code encoding_format}
   * ("float" or "base64", anything else a 400) from v0.12.7 (commit e0ead1a, #12715); before, the
   * field is unknown to {@code EmbedRequest}, ignored, and every vector is a float array.
   */
  boolean openAiBase64Embeddings() {
    return Versions.atLeast(version, 0, 12, 7);
  }
}
