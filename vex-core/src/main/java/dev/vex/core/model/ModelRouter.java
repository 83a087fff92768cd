package dev.vex.core.model;

/**
 * Picks the model for a turn: the tools model, the chat model, or the vision model when the message
 * carries images. Called at the start of the turn and again when a model turned out to be missing.
 * The default is {@link DefaultModelRouter}.
 */
@FunctionalInterface
public interface ModelRouter {

  /**
   * Chooses a model.
   *
   * @param request what the turn needs
   * @return the choice
   * @throws ModelException when no configured model can serve the turn
   */
  ModelChoice route(RouteRequest request);
}
